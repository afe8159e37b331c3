import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { versionDetailsRequested, type VersionDetails } from '../../features/version';
import type { Translate } from '../../lib/i18n';
import type { MessageId } from '../words/catalogue';
import { useWords } from '../words/useWords';

function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={ok ? 'status status--ok' : 'status'}>{children}</span>;
}

function ExternalLink({ href, notSet }: { href: string | null; notSet: string }) {
  return href ? <a href={href}>{href}</a> : <span className="muted">{notSet}</span>;
}

function rows(
  details: VersionDetails,
  build: { commitRef: string | null; buildNo: string | null },
  t: Translate<MessageId>,
): [string, ReactNode][] {
  const { servers, deliveryApi } = details;
  const notSet = t('version.notSet');
  const yesNo = (value: boolean) => (value ? t('version.yes') : t('version.no'));
  const deliverySettings = t('version.deliveryApiSettings', {
    rootUrl: deliveryApi.rootUrl,
    projectId: deliveryApi.projectId,
    clientType: deliveryApi.clientType,
    language: deliveryApi.language,
    timeoutMs: String(deliveryApi.timeoutMs),
  });
  return [
    [t('version.package'), `${details.packageName} ${details.packageVersion}`],
    [t('version.repository'), <ExternalLink key="repo" href={details.repositoryUrl} notSet={notSet} />],
    [t('version.pipeline'), <ExternalLink key="pipe" href={details.pipelineUrl} notSet={notSet} />],
    [
      t('version.commit'),
      details.commitUrl ? <ExternalLink key="commit" href={details.commitUrl} notSet={notSet} /> : (build.commitRef ?? notSet),
    ],
    [t('version.buildNumber'), build.buildNo ?? notSet],
    [t('version.project'), details.project],
    [
      t('version.versionStatus'),
      <Status key="vs" ok={details.contensisVersionStatus === 'published'}>
        {details.contensisVersionStatus}
      </Status>,
    ],
    [t('version.environment'), details.environment],
    [t('version.publicUri'), details.publicUri],
    [t('version.platformPackages'), details.platformPackages.map((p) => `${p.name} ${p.version}`).join(', ')],
    [
      t('version.servers'),
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
            <dd>{value || notSet}</dd>
          </div>
        ))}
      </dl>,
    ],
    [t('version.reverseProxyPaths'), details.reverseProxyPaths.map((p) => `/${p}`).join(', ')],
    [t('version.projects'), details.projects.map((p) => `${p.id} (${p.publicUri})`).join(', ')],
    [t('version.deliveryApi'), deliveryApi.localPlatform ? `${deliverySettings} · ${t('version.localPlatform')}` : deliverySettings],
    [t('version.proxyDeliveryApi'), yesNo(details.proxyDeliveryApi)],
    [t('version.ssrStateDisabled'), yesNo(details.disableSsrRedux)],
    [
      t('version.nodeEnvironment'),
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
  const t = useWords('version');
  useEffect(() => {
    if (!details) dispatch(versionDetailsRequested());
  }, [details, dispatch]);

  return (
    <article className="page">
      <h1>{t('version.title')}</h1>
      {details ? (
        <table className="version-table">
          <caption className="visually-hidden">{t('version.caption')}</caption>
          <tbody>
            {rows(details, { commitRef, buildNo }, t).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="status">{detailsError ?? t('version.loading')}</p>
      )}
    </article>
  );
}
