// The import rules `npm run lint` enforces (README, "Layout"): no circles, layers import downward only, and only
// src/process/ starts processes.
//   entries   src/index.ts, src/main.ts, src/cli.ts, src/commands/, src/bench/
//   action    src/action/            the Action's flow
//   pipeline  src/pipeline/          the engine's phases, a file each (its files import each other, never round a circle)
//   modes     src/modes/             fix, plan, review: tools, prompt addendum, gate rule, verification; chosen by the
//                                    Action flow (and the entries), read by the pipeline, built from stages
//   stages    src/{trigger,workspace,agent,model,context,tools,verify,deliver,report,config}/
//   infra     src/{process,git,github,security}/, src/run-status.ts, src/errors.ts
const ENTRIES = '^src/(index|main|cli)[.]ts$|^src/(commands|bench)/';
const ACTION = '^src/action/';
const PIPELINE = '^src/pipeline/';
const MODES = '^src/modes/';
const STAGES = '^src/(trigger|workspace|agent|model|context|tools|verify|deliver|report|config)/';
const INFRA = '^src/(process|git|github|security)/|^src/(run-status|errors)[.]ts$';

// The stages among themselves, from the top down: a stage imports only stages on lower rows, never its row's others,
// so no two folders import each other, directly or round a loop. (deliver reads the trigger's task; the trigger
// reads back what report/ wrote; model/ knows nothing of config/, which parses settings into the model's terms.)
const STAGE_ORDER = [
  ['deliver'],
  ['trigger'],
  ['agent'],
  ['report', 'config'],
  ['context', 'tools'],
  ['verify'],
  ['workspace'],
  ['model'],
];
const folders = (names) => `^src/(${names.join('|')})/`;
const stageOrderRules = STAGE_ORDER.flatMap((row, i) =>
  row.map((stage) => {
    const above = [...STAGE_ORDER.slice(0, i).flat(), ...row.filter((peer) => peer !== stage)];
    return {
      name: `stage-order-${stage}`,
      severity: 'error',
      comment: `${stage}/ imports only stages below it (STAGE_ORDER): folder-level loops stay impossible.`,
      from: { path: folders([stage]) },
      to: { path: folders(above) },
    };
  }),
).filter((rule) => rule.to.path !== '^src/()/');

module.exports = {
  forbidden: [
    ...stageOrderRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order and ownership unclear.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'infra-imports-infra',
      severity: 'error',
      comment: 'Shared infrastructure knows nothing of stages or flows.',
      from: { path: INFRA },
      to: { path: [ENTRIES, ACTION, PIPELINE, MODES, STAGES] },
    },
    {
      name: 'stages-import-down',
      severity: 'error',
      comment: 'A stage never reaches up into the pipeline, the Action or an entry.',
      from: { path: STAGES },
      to: { path: [ENTRIES, ACTION, PIPELINE, MODES] },
    },
    {
      name: 'modes-import-down',
      severity: 'error',
      comment: 'A mode is built from stages; the pipeline and the Action flow choose and read it, never the reverse.',
      from: { path: MODES },
      to: { path: [ENTRIES, ACTION, PIPELINE] },
    },
    {
      name: 'pipeline-imports-down',
      severity: 'error',
      comment: 'The engine serves the Action and the CLI; it does not import them.',
      from: { path: PIPELINE },
      to: { path: [ENTRIES, ACTION] },
    },
    {
      name: 'pipeline-through-its-door',
      severity: 'error',
      comment: 'The engine is entered through src/pipeline/index.ts; its phase files are its own business.',
      from: { path: '^src/', pathNot: PIPELINE },
      to: { path: PIPELINE, pathNot: '^src/pipeline/index[.]ts$' },
    },
    {
      name: 'action-imports-down',
      severity: 'error',
      comment: 'The Action flow does not import the CLI.',
      from: { path: ACTION },
      to: { path: ENTRIES },
    },
    {
      name: 'only-process-spawns',
      severity: 'error',
      comment:
        'src/process/exec.ts is the one place processes start (timeouts, process groups, output caps, env allowlist).',
      from: { path: '^src/', pathNot: '^src/process/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?child_process$' },
    },
    {
      name: 'only-process-uses-execa',
      severity: 'error',
      comment: 'execa is the one process runner, used only in src/process/ (the rules on top of it live there).',
      from: { path: '^src/', pathNot: '^src/process/' },
      to: { path: '(^|/)node_modules/execa/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (not followed) so the rule on execa can see imports of it.
    exclude: { path: '^dist/' },
  },
};
