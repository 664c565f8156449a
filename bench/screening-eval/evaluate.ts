/**
 * `npm run bench:screening`: scores the offline rules screener (lambdas/screening/rules-screener.ts, what
 * `SCREENER=rules` runs) on the labelled Turkish join requests in labelled-messages.json, prints the figures and
 * writes the `screeningEvaluation` section of bench/results.json. `npm run bench:screening -- --cloud` also
 * scores Bedrock Guardrails (GUARDRAIL_ID, GUARDRAIL_VERSION) and the Bedrock screener (SCREENER_MODEL_ID, by
 * default the project's model) with the AWS credentials of the environment, and both combined with the rules.
 * An offline run keeps cloud figures measured earlier on the same set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultScreenerModelId } from '../../lambdas/screening/model';
import { rulesScreener } from '../../lambdas/screening/rules-screener';
import { CloudUnavailable, cloudSetup, guardrailConfig, notMeasured, runGuardrail, runModel } from './cloud';
import {
  approveCategories,
  declineCategories,
  either,
  figuresOf,
  readLabelledSet,
  type Decision,
  type Figures,
  type LabelledMessage,
} from './figures';

const resultsFile = path.join(__dirname, '..', 'results.json');
const sectionKey = 'screeningEvaluation';

async function rulesDecisions(messages: readonly LabelledMessage[]): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (const message of messages) {
    const verdict = await rulesScreener.screen(message.text);
    decisions.push(verdict.outcome === 'rejected' ? 'decline' : 'approve');
  }
  return decisions;
}

const percent = (value: number | undefined) => (value === undefined ? '' : `${(value * 100).toFixed(0)}%`);

function printTable(columns: Record<string, Figures>): void {
  const names = Object.keys(columns);
  const row = (label: string, cells: string[]) =>
    console.log([label.padEnd(26), ...cells.map((cell) => cell.padStart(16))].join(''));
  row('', names);
  row(
    'precision (decline)',
    names.map((name) => percent(columns[name].precision)),
  );
  row(
    'recall (decline)',
    names.map((name) => percent(columns[name].recall)),
  );
  row(
    'F1',
    names.map((name) => columns[name].f1.toFixed(3)),
  );
  row(
    'false pos. / false neg.',
    names.map((name) => `${columns[name].falsePositives} / ${columns[name].falseNegatives}`),
  );
  console.log('recall by category');
  for (const category of declineCategories) {
    row(
      `  ${category}`,
      names.map((name) => percent(columns[name].byCategory[category].recall)),
    );
  }
  console.log('wrongly declined by category');
  for (const category of approveCategories) {
    row(
      `  ${category}`,
      names.map((name) => percent(columns[name].byCategory[category].falsePositiveRate)),
    );
  }
}

function printMisses(name: string, figures: Figures, messages: readonly LabelledMessage[]): void {
  const byId = new Map(messages.map((message) => [message.id, message]));
  console.log(`\n${name}: missed (labelled decline, approved)`);
  for (const id of figures.missedIds.falseNegatives) console.log(`  ${id}  ${byId.get(id)?.text}`);
  console.log(`${name}: wrongly declined (labelled approve)`);
  for (const id of figures.missedIds.falsePositives) console.log(`  ${id}  ${byId.get(id)?.text}`);
}

interface CloudSection {
  status: string;
  setSha256?: string;
}

/** Cloud figures from an earlier `--cloud` run on this very set, if there are any. */
function earlierCloudSection(
  previous: unknown,
  key: 'bedrockModel' | 'guardrails',
  sha: string,
): CloudSection | undefined {
  const section = (previous as Record<string, CloudSection | undefined> | undefined)?.[key];
  return section?.status === 'measured' && section.setSha256 === sha ? section : undefined;
}

async function main(): Promise<void> {
  const cloud = process.argv.includes('--cloud');
  const { messages, summary } = readLabelledSet();
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
  const rules = await rulesDecisions(messages);
  const rulesFigures = figuresOf(messages, rules);
  const columns: Record<string, Figures> = { rules: rulesFigures };

  let bedrockModel: object = earlierCloudSection(results[sectionKey], 'bedrockModel', summary.sha256) ?? {
    status: notMeasured.bedrockModel,
  };
  let guardrails: object = {
    ...(earlierCloudSection(results[sectionKey], 'guardrails', summary.sha256) ?? {
      status: notMeasured.guardrails,
    }),
    config: guardrailConfig,
  };
  let combined: object | undefined;

  if (cloud) {
    const setup = await cloudSetup(defaultScreenerModelId);
    const measuredAt = new Date().toISOString();
    const guardrail = await runGuardrail(setup, messages);
    const model = await runModel(setup, messages);
    columns.guardrails = figuresOf(messages, guardrail.decisions);
    columns.bedrockModel = figuresOf(messages, model);
    columns['rules+guardrails'] = figuresOf(messages, either(rules, guardrail.decisions));
    columns['model+guardrails'] = figuresOf(messages, either(model, guardrail.decisions));
    bedrockModel = {
      status: 'measured',
      at: measuredAt,
      setSha256: summary.sha256,
      modelId: setup.modelId,
      region: setup.region,
      ...columns.bedrockModel,
    };
    guardrails = {
      status: 'measured',
      at: measuredAt,
      setSha256: summary.sha256,
      guardrailId: setup.guardrailId,
      guardrailVersion: setup.guardrailVersion,
      region: setup.region,
      ...columns.guardrails,
      filtersFired: guardrail.fired,
      config: guardrailConfig,
    };
    combined = {
      note: 'declined when either declines',
      rulesOrGuardrails: columns['rules+guardrails'],
      modelOrGuardrails: columns['model+guardrails'],
    };
  } else {
    console.log('Offline: the rules screener only (Bedrock and Guardrails are not called; see --cloud).\n');
  }

  console.log(`${summary.size} messages: ${summary.approve} approve, ${summary.decline} decline\n`);
  printTable(columns);
  for (const [name, figures] of Object.entries(columns)) printMisses(name, figures, messages);

  const { sha256, ...set } = summary;
  const section = {
    at: new Date().toISOString(),
    set: { ...set, sha256, file: 'bench/screening-eval/labelled-messages.json' },
    rulesScreener: rulesFigures,
    bedrockModel,
    guardrails,
    ...(combined ? { combined } : {}),
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, [sectionKey]: section }, null, 2)}\n`);
  console.log(`\nWrote the ${sectionKey} section of bench/results.json`);
}

main().catch((error: unknown) => {
  if (error instanceof CloudUnavailable) {
    console.error(`Cloud evaluation not run: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
