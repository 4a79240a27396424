#!/usr/bin/env node
// `npm run lint:layers` (a step of `npm test`): checks the import directions of
// .dependency-cruiser.cjs on src and lists each violation as `rule: from → to`. It fails on any error
// and when it cruised no module at all, which is what dependency-cruiser reports, and passes on,
// when it cannot read TypeScript (STACK-NOTES.md).
//
//   node scripts/layers.mjs [--config <file>] [path …]    paths default to src, relative to the cwd
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');

// Two gaps of dependency-cruiser 17 (the last line that runs on Node 20) with `parser: 'swc'`, mended
// where it calls swc — it looks `parseFileSync` up on swc's exports at every file:
// - it parses every file with swc's `tsx` off, so the first JSX element aborts the whole run
//   (sverweij/dependency-cruiser#1081, fixed in 18, which needs Node 22);
// - its swc reader never marks an import as type-only (only its tsc reader does, and TypeScript 7 has
//   no JavaScript API), so rules with `dependencyTypesNot: ['type-only']` would fire on
//   `import type` too. The specifiers a file imports for types alone are noted here and such
//   violations dropped below.
// Remove both once the project runs dependency-cruiser 18 or later (Node 22).
/** Absolute file path → the specifiers it imports only with `import type` / `export type … from`. */
const typeOnly = new Map();
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => {
  const ast = parseFileSync(file, /\.[jt]sx$/.test(file) ? { ...options, tsx: true } : options);
  typeOnly.set(resolve(file), typeOnlySpecifiers(ast));
  return ast;
};

/** Specifiers a module reaches only through type-only declarations (never imported as a value). */
function typeOnlySpecifiers(ast) {
  const types = new Set();
  const values = new Set();
  for (const node of ast.body) {
    const source = node.source?.value;
    if (!source) continue;
    if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') {
      (node.typeOnly ? types : values).add(source);
    } else if (node.type === 'ExportAllDeclaration') {
      values.add(source);
    }
  }
  // import('…') anywhere in the file loads the module at run time.
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
      const argument = node.arguments?.[0]?.expression;
      if (argument?.type === 'StringLiteral') values.add(argument.value);
    }
    for (const key in node) if (key !== 'span') walk(node[key]);
  };
  walk(ast.body);
  return new Set([...types].filter((source) => !values.has(source)));
}

/**
 * Cruises `paths` (relative to `baseDir`) with the rules of `configFile`.
 * Returns the modules cruised, the violations (`{ rule, severity, from, to }`) and the time taken.
 */
export async function checkLayers({
  baseDir = process.cwd(),
  paths = ['src'],
  configFile = join(import.meta.dirname, '..', '.dependency-cruiser.cjs'),
} = {}) {
  const started = performance.now();
  const { cruise } = await import('dependency-cruiser');
  const config = require(resolve(configFile));
  const previousCwd = process.cwd();
  // dependency-cruiser reads the paths it is given relative to the working directory.
  process.chdir(baseDir);
  // The `@/` alias comes from the tree's own tsconfig.json; a tree without one has no alias.
  const { tsConfig, ...options } = config.options ?? {};
  const hasTsConfig = tsConfig && existsSync(resolve(baseDir, tsConfig.fileName));
  let result;
  try {
    const { output } = await cruise(paths, {
      ...options,
      ...(hasTsConfig ? { tsConfig } : {}),
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      outputType: 'json',
    });
    result = JSON.parse(output);
  } finally {
    process.chdir(previousCwd);
  }

  const rules = new Map(config.forbidden.map((rule) => [rule.name, rule]));
  const typeOnlyEdge = (from, to) => {
    const specifiers = typeOnly.get(resolve(baseDir, from));
    const dependencies = result.modules
      .find((module) => module.source === from)
      ?.dependencies.filter((dependency) => dependency.resolved === to);
    return (
      specifiers !== undefined &&
      dependencies?.length > 0 &&
      dependencies.every((dependency) => specifiers.has(dependency.module))
    );
  };
  const exempts = (types) => types?.includes('type-only') === true;
  const violations = result.summary.violations
    .filter(({ rule, from, to, cycle }) => {
      const { to: target } = rules.get(rule.name) ?? {};
      if (exempts(target?.dependencyTypesNot) && typeOnlyEdge(from, to)) return false;
      // A cycle with one type-only step is erased at build time; dependency-cruiser reports one
      // cycle per module, so a runtime cycle behind a type-only one would show once that is fixed.
      if (cycle && exempts(target?.viaOnly?.dependencyTypesNot)) {
        const steps = [from, ...cycle.map((step) => step.name)];
        if (steps.slice(1).some((step, index) => typeOnlyEdge(steps[index], step))) return false;
      }
      return true;
    })
    .map(({ rule, from, to, cycle }) => ({
      rule: rule.name,
      severity: rule.severity,
      from,
      to,
      ...(cycle ? { cycle: cycle.map((step) => step.name) } : {}),
    }));

  violations.push(...moduleCycles(result.modules, config.options?.moduleCycles));
  violations.push(...farClimbs(result.modules));

  return {
    modules: result.summary.totalCruised,
    dependencies: result.summary.totalDependenciesCruised,
    violations,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * `no-module-cycle`: the folders under `options.moduleCycles.path` (each server module) form a graph
 * by the imports between them (type-only ones too: a type is a dependency of the design), and
 * that graph must have no cycle, whatever file carries each edge. dependency-cruiser's own
 * `circular` works file by file, so a loop through two modules' doors would pass it. Test code is
 * left out (`pathNot`). Each cycle is reported once, as the modules in it and one import per step.
 */
export function moduleCycles(modules, settings) {
  if (!settings) return [];
  const folder = new RegExp(settings.path);
  const skip = settings.pathNot ? new RegExp(settings.pathNot) : null;
  const moduleOf = (source) => source.match(folder)?.[1];
  /** from module → to module → one import that carries the edge */
  const edges = new Map();
  for (const { source, dependencies } of modules) {
    const from = moduleOf(source);
    if (!from || skip?.test(source)) continue;
    for (const { resolved } of dependencies) {
      const to = moduleOf(resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${resolved}`);
    }
  }
  // Tarjan's strongly connected components: every component of two or more modules holds a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const inside = new Set(component);
    const steps = component.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([, example]) => example),
    );
    return {
      rule: 'no-module-cycle',
      severity: 'error',
      from: component.join(' ⇄ '),
      to: steps.join('; '),
      cycle: [component.join(' ⇄ '), ...steps],
    };
  });
}

/**
 * `alias-over-climbs`: a relative import climbs at most one folder (`./x`, `../x`); anything further
 * away is written from src/ with the `@/` alias of tsconfig.json (`@/shared/money/cents`), so a
 * file's imports read the same wherever the file sits and survive a move. dependency-cruiser keeps
 * each import's specifier as written (`module`), which is what this reads.
 */
export function farClimbs(modules) {
  return modules.flatMap(({ source, dependencies }) =>
    dependencies
      .filter(({ module }) => module.startsWith('../../'))
      .map(({ module, resolved }) => ({
        rule: 'alias-over-climbs',
        severity: 'error',
        from: source,
        to: `${resolved} (written '${module}': use '@/…')`,
      })),
  );
}

/** Prints the violations grouped by rule; the exit code: 1 on an error or when nothing was cruised. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { config: { type: 'string' } },
    allowPositionals: true,
  });
  const { modules, dependencies, violations, seconds } = await checkLayers({
    paths: positionals.length > 0 ? positionals : ['src'],
    ...(values.config ? { configFile: values.config } : {}),
  });

  const byRule = new Map();
  for (const violation of violations)
    byRule.set(violation.rule, [...(byRule.get(violation.rule) ?? []), violation]);
  for (const [rule, list] of byRule) {
    console.error(`\n${list[0].severity} ${rule} (${list.length}):`);
    for (const { rule: name, from, to, cycle } of list) {
      if (name === 'no-module-cycle') console.error(`  ${cycle.join('\n      ')}`);
      else console.error(`  ${from} → ${cycle ? cycle.join(' → ') : to}`);
    }
  }

  const errors = violations.filter((violation) => violation.severity === 'error').length;
  console.info(
    `\nlayers: ${modules} modules, ${dependencies} dependencies cruised in ${seconds.toFixed(1)} s; ` +
      `${errors} errors, ${violations.length - errors} warnings`,
  );
  if (modules === 0) {
    console.error('layers: cruised 0 modules — the parser read nothing, so nothing was checked');
    return 1;
  }
  return errors > 0 ? 1 : 0;
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) process.exitCode = await main();
