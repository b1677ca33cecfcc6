// Writes the task's long units.py to stdout, deterministically (no randomness, no dates), so the committed file can
// be regenerated and diffed: `node bench/tasks/py-large-units/generate.mjs > bench/tasks/py-large-units/repo/units.py`.
// The one bug (the furlong factor) is planted here on purpose.
const real = [
  ['meter', 1, 'The SI base unit of length.'],
  ['millimeter', 0.001, 'A thousandth of a meter.'],
  ['centimeter', 0.01, 'A hundredth of a meter.'],
  ['kilometer', 1000, 'A thousand meters.'],
  ['inch', 0.0254, 'Exactly 25.4 mm since 1959.'],
  ['foot', 0.3048, 'Twelve inches.'],
  ['yard', 0.9144, 'Three feet.'],
  ['chain', 20.1168, "Gunter's chain: 66 feet."],
  ['furlong', 210.168, 'Ten chains: 660 feet.'],
  ['mile', 1609.344, 'Eight furlongs.'],
  ['nautical_mile', 1852, 'By international agreement, 1852 m.'],
  ['fathom', 1.8288, 'Six feet.'],
  ['league', 4828.032, 'Three miles.'],
  ['rod', 5.0292, 'A quarter chain.'],
  ['hand', 0.1016, 'Four inches, for horses.'],
];
const regions = ['amsterdam', 'bavarian', 'castilian', 'danish', 'edo', 'florentine', 'genoese', 'hanseatic',
  'ionian', 'jutland', 'kyoto', 'lisbon', 'milanese', 'norse', 'ottoman', 'prussian', 'quebec', 'roman'];
const kinds = ['ell', 'span', 'pace', 'cubit', 'rope', 'step', 'palm', 'line', 'perch', 'toise', 'league', 'mile', 'foot'];

let seed = 20240611;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
const historical = [];
for (const region of regions) {
  for (const kind of kinds) {
    const factor = Number(((next() % 900000) / 1000 + 0.01).toFixed(4));
    historical.push({ name: `${region}_${kind}`, factor, doc: `The historical ${kind} of the ${region} region.` });
  }
}
// The common units sit in the middle of the file, so reading from the top does not stumble on the bug.
const units = [
  ...historical.slice(0, 130),
  ...real.map(([name, factor, doc]) => ({ name, factor, doc })),
  ...historical.slice(130),
];

const out = [];
out.push('"""Length units for the survey importer: each converts to meters.');
out.push('');
out.push('Generated once from the archive tables, then maintained by hand. Look a unit up by name with `to_meters`.');
out.push('"""');
out.push('');
for (const u of units) {
  out.push('');
  out.push(`def ${u.name}_to_meters(value):`);
  out.push(`    """${u.doc}`);
  out.push('');
  out.push(`    Source factor: 1 ${u.name.replace(/_/g, ' ')} = ${u.name === 'furlong' ? 201.168 : u.factor} m.`);
  out.push('    """');
  out.push('    if value < 0:');
  out.push(`        raise ValueError("${u.name}: lengths cannot be negative")`);
  out.push(`    return value * ${u.factor}`);
  out.push('');
}
out.push('');
out.push('UNITS = {');
for (const u of units) out.push(`    "${u.name}": ${u.name}_to_meters,`);
out.push('}');
out.push('');
out.push('');
out.push('def to_meters(value, unit):');
out.push('    try:');
out.push('        convert = UNITS[unit]');
out.push('    except KeyError:');
out.push('        raise ValueError(f"unknown unit {unit!r}") from None');
out.push('    return convert(value)');
process.stdout.write(out.join('\n') + '\n');
