/** Import graph between modules: each module maps to the modules it imports. */
export type ModuleGraph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Every elementary cycle of the graph, each as its module names in import order, starting at its
 * alphabetically first module (so each cycle is listed once), sorted for a stable report.
 */
export function findCycles(graph: ModuleGraph): string[][] {
  const names = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((to) => [...to])])];
  names.sort();
  const cycles: string[][] = [];
  for (const start of names) {
    // Only modules after the start are visited: a cycle through an earlier one was found from it.
    const walk = (node: string, path: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}

/** A cycle as one line: `a -> b -> a`. */
export function formatCycle(cycle: readonly string[]): string {
  return [...cycle, cycle[0]].join(' -> ');
}
