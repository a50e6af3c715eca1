import { describe, expect, it } from 'vitest';
import { moveAssignment, regroup, splitAssignment } from './regroup';
import type { Regroupable } from './regroup';

const g = (key: string, ids: string[], defaultIds: string[] = []): Regroupable => ({ key, ids, defaultIds });
let made = 0;
const make = (ids: string[]) => g(`new-${++made}`, ids);
const shape = (groups: Regroupable[]) => groups.map((x) => x.ids);

describe('regrouping (section 4)', () => {
  it('moving an assignment into another group removes it from its previous group', () => {
    const out = moveAssignment([g('a', ['1', '2']), g('b', ['3'])], 'b', '2');
    expect(shape(out)).toEqual([['1'], ['3', '2']]);
  });

  it('drops a group emptied by a move (one new assignment, no fixed ones)', () => {
    const out = moveAssignment([g('a', ['1']), g('b', ['3'])], 'b', '1');
    expect(shape(out)).toEqual([['3', '1']]);
  });

  it('removing an assignment from a group of several moves it into a new group of its own', () => {
    made = 0;
    const out = splitAssignment([g('a', ['1', '2']), g('b', ['3'])], 'a', '2', make);
    expect(shape(out)).toEqual([['1'], ['3'], ['2']]);
    expect(out[2]?.key).toBe('new-1');
  });

  it('keeps the only assignment of a group where it is', () => {
    const groups = [g('a', ['1'])];
    expect(splitAssignment(groups, 'a', '1', make)).toBe(groups);
  });

  it('update flow: fixed assignments stay in their group', () => {
    const groups = [g('a', ['1', '2'], ['1']), g('b', ['3'])];
    expect(moveAssignment(groups, 'b', '1')).toBe(groups);
    expect(splitAssignment(groups, 'a', '1', make)).toBe(groups);
    // The new one of a group with fixed ones splits out; the group keeps its fixed one.
    expect(shape(splitAssignment(groups, 'a', '2', make))).toEqual([['1'], ['3'], ['2']]);
  });

  it('update flow: a group with fixed assignments is never dropped when its new one moves away', () => {
    const out = moveAssignment([g('a', ['1', '2'], ['1']), g('b', ['3'])], 'b', '2');
    expect(shape(out)).toEqual([['1'], ['3', '2']]);
    const single = moveAssignment([g('a', ['1'], ['1']), g('b', ['3'])], 'a', '3');
    expect(shape(single)).toEqual([['1', '3']]);
  });

  it('regroup applies a select change: added ones move in, removed ones split out', () => {
    made = 0;
    const groups = [g('a', ['1', '2']), g('b', ['3']), g('c', ['4'])];
    const out = regroup(groups, 'a', ['1', '3'], make);
    expect(shape(out)).toEqual([['1', '3'], ['4'], ['2']]);
  });
});
