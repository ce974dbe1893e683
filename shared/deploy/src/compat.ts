import semver from 'semver';

/** The fields of an `mf-manifest.json` `shared[]` entry that the check reads. */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface Incompatibility {
  name: string;
  shell: SharedEntry;
  candidate: SharedEntry;
  reasons: string[];
}

/** `react-dom/client` -> `react-dom`, `@store/ui/button` -> `@store/ui`. */
export function packageRoot(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

function isAny(range: SharedEntry['requiredVersion']): boolean {
  return range === undefined || range === false || range === '' || range === '*';
}

function describe(entry: SharedEntry): string {
  const range = isAny(entry.requiredVersion) ? 'any version' : String(entry.requiredVersion);
  return `${entry.version ?? 'an unknown version'} (requires ${range})`;
}

/** Why `provider`'s version cannot serve a consumer that asks for `range`; null when it can. */
function unsatisfied(
  version: string | undefined,
  range: SharedEntry['requiredVersion'],
  who: string,
  whose: string,
): string | null {
  if (isAny(range)) return null;
  const wanted = String(range);
  if (!semver.validRange(wanted)) return `${whose} range "${wanted}" is not a semver range`;
  if (!version || !semver.valid(version))
    return `${who} version "${version ?? ''}" is not a semver version, so ${wanted} cannot be checked`;
  return semver.satisfies(version, wanted, { includePrerelease: true })
    ? null
    : `${who} ${version} does not satisfy ${whose} ${wanted}`;
}

/**
 * Singletons the candidate and the shell both share, whose versions do not satisfy each other's
 * ranges. The runtime loads one copy of a singleton per page (the shell's, with loaded-first), so
 * a remote built against another major would run against a React it was not built for, or load a
 * second one: two Reacts on one page break hooks and context.
 *
 * An entry counts as a singleton when either side marks it so, or when its package is a singleton:
 * subpaths shared by prefix (`react/jsx-runtime`, `react-dom/client`) appear in mf-manifest.json
 * without the flag, yet resolve to the same single copy.
 */
export function checkSharedSingletons(
  shell: readonly SharedEntry[],
  candidate: readonly SharedEntry[],
): Incompatibility[] {
  const singletonRoots = new Set(
    [...shell, ...candidate].filter((e) => e.singleton === true).map((e) => packageRoot(e.name)),
  );
  const isSingleton = (e: SharedEntry) =>
    e.singleton === true || singletonRoots.has(packageRoot(e.name));
  const found: Incompatibility[] = [];
  for (const c of candidate) {
    for (const s of shell) {
      if (s.name !== c.name || !(isSingleton(c) || isSingleton(s))) continue;
      const reasons = [
        unsatisfied(s.version, c.requiredVersion, "the shell's", "the remote's"),
        unsatisfied(c.version, s.requiredVersion, "the remote's", "the shell's"),
      ].filter((r): r is string => r !== null);
      if (reasons.length > 0) found.push({ name: c.name, shell: s, candidate: c, reasons });
    }
  }
  return found;
}

/** For the operator: what clashes, with which versions and ranges, and why it matters. */
export function describeIncompatibilities(
  subject: string,
  found: readonly Incompatibility[],
): string {
  const items = found.map(
    (f) =>
      `${f.name}: the shell has ${describe(f.shell)}, ${subject} has ${describe(f.candidate)}; ${f.reasons.join(', and ')}`,
  );
  return (
    `${subject} shares singletons that are incompatible with the shell. ${items.join('. ')}. ` +
    'A singleton is loaded once per page and the shell provides it, so the remote would run against a copy it was not built for, ' +
    'or a second copy would load; two Reacts on one page break hooks and context. ' +
    "Rebuild the remote against the shell's versions, or publish a shell that provides compatible ones first."
  );
}
