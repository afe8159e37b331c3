import fs from 'node:fs';
import path from 'node:path';
import type { VersionStatus } from '../src/lib/delivery/types';
import type { VersionDetails } from '../src/features/version';
import type { SiteConfig } from './config';
import type { Upstream } from './upstream';
import packageJson from '../package.json';

const PLATFORM_PACKAGES = ['react', 'react-dom', '@reduxjs/toolkit', 'redux-saga', 'express'] as const;

/** Facts for the version page. Built from configuration that holds no secrets: tokens are never read here. */
export function createVersionDetails(config: SiteConfig, upstream: Upstream) {
  const dependencies: Record<string, string> = packageJson.dependencies;
  return (project: string, versionStatus: VersionStatus): VersionDetails => {
    const current = upstream.projects.find((p) => p.id === project);
    const commitUrl =
      config.build.repositoryUrl && config.build.commitRef
        ? `${config.build.repositoryUrl.replace(/\/+$/, '')}/commit/${config.build.commitRef}`
        : null;
    return {
      packageName: packageJson.name,
      packageVersion: packageJson.version,
      repositoryUrl: config.build.repositoryUrl,
      pipelineUrl: config.build.pipelineUrl,
      commitUrl,
      project,
      contensisVersionStatus: versionStatus,
      environment: config.build.environment,
      publicUri: current?.publicUri ?? '',
      platformPackages: PLATFORM_PACKAGES.map((name) => ({ name, version: dependencies[name] ?? 'unknown' })),
      servers: {
        web: current?.publicUri ?? '',
        preview: config.previewHosts.join(', '),
        api: upstream.rootUrl,
        cms: config.contensis?.url ?? (upstream.localPlatform ? `${upstream.rootUrl} (local platform)` : ''),
        iis: '',
        iisPreview: '',
      },
      reverseProxyPaths: config.reverseProxyPaths,
      projects: upstream.projects.map((p) => ({ id: p.id, publicUri: p.publicUri })),
      deliveryApi: {
        rootUrl: upstream.rootUrl,
        projectId: project,
        clientType: upstream.clientCredentials ? 'client_credentials' : 'none (access token)',
        language: config.language,
        timeoutMs: config.platformTimeoutMs,
        localPlatform: upstream.localPlatform,
      },
      proxyDeliveryApi: true,
      disableSsrRedux: config.disableSsrRedux,
      nodeEnv: process.env.NODE_ENV ?? 'development',
    };
  };
}

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The checkout's git directory: `.git` itself, or where a worktree's `.git` file points. */
function gitDirOf(root: string): string | null {
  const dotGit = path.join(root, '.git');
  const pointer = readText(dotGit);
  if (pointer === null) return fs.existsSync(path.join(dotGit, 'HEAD')) ? dotGit : null;
  const gitdir = /^gitdir:\s*(.+)$/m.exec(pointer)?.[1];
  return gitdir ? path.resolve(root, gitdir) : null;
}

/**
 * The commit checked out at `root`, read from its files (`.git/HEAD`, then the branch's ref, loose or packed), not
 * by running git. Null when there is no readable checkout: nothing is shown then.
 */
export function readGitCommit(root: string): string | null {
  const gitDir = gitDirOf(root);
  const head = gitDir ? readText(path.join(gitDir, 'HEAD')) : null;
  if (!gitDir || !head) return null;
  if (COMMIT.test(head)) return head;
  const ref = /^ref:\s*(refs\/[^\s]+)$/.exec(head)?.[1];
  if (!ref || ref.split('/').includes('..')) return null;
  // A linked worktree keeps its HEAD apart and shares the refs of the main checkout (`commondir`).
  const commonDir = path.resolve(gitDir, readText(path.join(gitDir, 'commondir')) ?? '.');
  for (const dir of [gitDir, commonDir]) {
    const loose = readText(path.join(dir, ref));
    if (loose && COMMIT.test(loose)) return loose;
  }
  const packed = readText(path.join(commonDir, 'packed-refs')) ?? '';
  const line = packed.split('\n').find((entry) => entry.endsWith(` ${ref}`));
  const commit = line?.split(' ')[0];
  return commit && COMMIT.test(commit) ? commit : null;
}

/** The configuration with `COMMIT_REF` filled from the checkout the server runs in, when it is not set. */
export function withGitCommit(config: SiteConfig, root = process.cwd()): SiteConfig {
  if (config.build.commitRef) return config;
  const commitRef = readGitCommit(root);
  return commitRef ? { ...config, build: { ...config.build, commitRef } } : config;
}
