// `npm run bench`: the platform search benchmark, the hostile-search benchmark, the SSR benchmark, a page against
// the size of its folder, accounts, the search UI (filter click to results in Chromium), a menu navigation's INP, Lighthouse performance, a page start's script work (traced), `npm run dev` (first page, edits,
// memory), then publishing to live through Varnish. Figures are printed, with the targets next to them (met / MISSED); timing never fails the run. Options go to all:
//   npm run bench -- --sizes 1000,10000 --seconds 5
import { accountsOptions, runAccountsBench } from './accounts';
import { devBenchOptions, runDevBench } from './dev';
import { hostileOptions, runHostileSearchBench } from './hostileSearch';
import { lighthouseOptions, runLighthouseBench } from './lighthouse';
import { navigationBenchOptions, runNavigationBench } from './navigation';
import { platformSearchOptions, runPlatformSearchBench } from './platformSearch';
import { publishBenchOptions, runPublishBench } from './publish';
import { runSearchBench, searchBenchOptions } from './search';
import { runSiteSizeBench, siteSizeOptions } from './siteSize';
import { runStartupTraceBench, startupTraceOptions } from './startupTrace';
import { runSsrBench, ssrOptions } from './ssr';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const started = Date.now();
  await runPlatformSearchBench(platformSearchOptions(argv));
  console.log('');
  await runHostileSearchBench(hostileOptions(argv));
  console.log('');
  await runSsrBench(ssrOptions(argv));
  console.log('');
  await runSiteSizeBench(siteSizeOptions(argv));
  console.log('');
  await runAccountsBench(accountsOptions(argv));
  console.log('');
  await runSearchBench(searchBenchOptions(argv));
  console.log('');
  await runNavigationBench(navigationBenchOptions(argv));
  console.log('');
  await runLighthouseBench(lighthouseOptions(argv));
  console.log('');
  await runStartupTraceBench(startupTraceOptions(argv));
  console.log('');
  await runDevBench(devBenchOptions(argv));
  console.log('');
  await runPublishBench(publishBenchOptions(argv));
  console.log(`\nbenchmarks done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
