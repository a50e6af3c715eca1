/**
 * Writes a tiny MaxMind DB (format 2.0, IPv4, 24-bit records) mapping single addresses to records, so the
 * GeoIP look-up can be tested against a real .mmdb file without shipping a commercial database.
 */
type Value = string | number | Value[] | { [key: string]: Value };

const control = (type: number, size: number): Buffer => {
  const head = type <= 7 ? [(type << 5) | Math.min(size, 29)] : [Math.min(size, 29), type - 7];
  const tail = size >= 29 ? [size - 29] : [];
  if (size >= 285) throw new Error('value too long for this writer');
  return Buffer.from([...head, ...tail]);
};

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    const bytes: number[] = [];
    for (let n = value; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
    return Buffer.concat([control(bytes.length <= 4 ? 6 : 9, bytes.length), Buffer.from(bytes)]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

const bitsOf = (ip: string) =>
  ip
    .split('.')
    .map(Number)
    .flatMap((octet) => Array.from({ length: 8 }, (_, i) => (octet >> (7 - i)) & 1));

export function writeMmdb(records: Record<string, Value>): Buffer {
  // A binary trie over the 32 bits of each address; leaves hold the record's offset in the data section.
  type Node = { children: [Node | number | null, Node | number | null]; id: number };
  const nodes: Node[] = [];
  const newNode = (): Node => {
    const node: Node = { children: [null, null], id: nodes.length };
    nodes.push(node);
    return node;
  };
  const root = newNode();
  const data: Buffer[] = [];
  let dataLength = 0;
  for (const [ip, record] of Object.entries(records)) {
    const offset = dataLength;
    const encoded = encode(record);
    data.push(encoded);
    dataLength += encoded.length;
    let node = root;
    const bits = bitsOf(ip);
    bits.forEach((bit, depth) => {
      if (depth === bits.length - 1) node.children[bit as 0 | 1] = offset;
      else {
        const next = node.children[bit as 0 | 1];
        node = typeof next === 'object' && next ? next : (node.children[bit as 0 | 1] = newNode());
      }
    });
  }
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  for (const node of nodes) {
    node.children.forEach((child, side) => {
      const value = child === null ? count : typeof child === 'number' ? count + 16 + child : child.id;
      tree.writeUIntBE(value, node.id * 6 + side * 3, 3);
    });
  }
  const metadata = encode({
    node_count: count,
    record_size: 24,
    ip_version: 4,
    database_type: 'Test-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'test database' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com'),
    metadata,
  ]);
}
