import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { versionDetailsRequested, type VersionDetails } from '../../features/version';

function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={ok ? 'status status--ok' : 'status'}>{children}</span>;
}

function ExternalLink({ href }: { href: string | null }) {
  return href ? <a href={href}>{href}</a> : <span className="muted">not set</span>;
}

function rows(details: VersionDetails, build: { commitRef: string | null; buildNo: string | null }): [string, ReactNode][] {
  const { servers, deliveryApi } = details;
  return [
    ['Package', `${details.packageName} ${details.packageVersion}`],
    ['Repository', <ExternalLink key="repo" href={details.repositoryUrl} />],
    ['Pipeline', <ExternalLink key="pipe" href={details.pipelineUrl} />],
    ['Commit', details.commitUrl ? <ExternalLink key="commit" href={details.commitUrl} /> : (build.commitRef ?? 'not set')],
    ['Build number', build.buildNo ?? 'not set'],
    ['Project', details.project],
    [
      'Content version status',
      <Status key="vs" ok={details.contensisVersionStatus === 'published'}>
        {details.contensisVersionStatus}
      </Status>,
    ],
    ['Environment', details.environment],
    ['Public URI', details.publicUri],
    ['Platform packages', details.platformPackages.map((p) => `${p.name} ${p.version}`).join(', ')],
    [
      'Servers',
      <dl key="servers" className="inline-list">
        {Object.entries({
          web: servers.web,
          preview: servers.preview,
          api: servers.api,
          cms: servers.cms,
          iis: servers.iis,
          'iis preview': servers.iisPreview,
        }).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value || 'not set'}</dd>
          </div>
        ))}
      </dl>,
    ],
    ['Reverse proxy paths', details.reverseProxyPaths.map((p) => `/${p}`).join(', ')],
    ['Projects', details.projects.map((p) => `${p.id} (${p.publicUri})`).join(', ')],
    [
      'Delivery API',
      `${deliveryApi.rootUrl} · project ${deliveryApi.projectId} · ${deliveryApi.clientType} · ${deliveryApi.language} · timeout ${deliveryApi.timeoutMs} ms${deliveryApi.localPlatform ? ' · local platform' : ''}`,
    ],
    ['Proxy delivery API requests', details.proxyDeliveryApi ? 'yes' : 'no'],
    ['SSR inline state disabled', details.disableSsrRedux ? 'yes' : 'no'],
    [
      'Node environment',
      <Status key="env" ok={details.nodeEnv === 'production'}>
        {details.nodeEnv}
      </Status>,
    ],
  ];
}

/** Developer-facing build and configuration facts. Holds no tokens or secrets by construction. */
export function VersionPage() {
  const dispatch = useAppDispatch();
  const { details, detailsError, commitRef, buildNo } = useAppSelector((state) => state.version);
  useEffect(() => {
    if (!details) dispatch(versionDetailsRequested());
  }, [details, dispatch]);

  return (
    <article className="page">
      <h1>Version information</h1>
      {details ? (
        <table className="version-table">
          <caption className="visually-hidden">Build and configuration of this site</caption>
          <tbody>
            {rows(details, { commitRef, buildNo }).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="status">{detailsError ?? 'Loading version information…'}</p>
      )}
    </article>
  );
}
