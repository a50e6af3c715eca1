import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { DELIVER_RULE_CASES } from '@ops/contracts/rule-cases';
import { describe, expect, it } from 'vitest';
import { deliverForm, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();
let seq = 0;

// The contracts' cases of the deliver call's group checks, through upload-new-delivery/. An accepted case
// goes on to the uploads' check, which refuses the first file (nothing was uploaded). The committed-delivery
// cases run against the rule only: the new-delivery form sends no committed delivery (the update flow does).
describe('the deliver group checks at upload-new-delivery/', () => {
  it.each(DELIVER_RULE_CASES.filter((c) => c.about !== 'committed'))('$name', async ({ groups, refusal }) => {
    const made = { clientId: ctx.w.client.id, entityId: ctx.w.entity.id };
    const a = await buildWorkspaceAssignment(ctx.t.app, made);
    const b = await buildWorkspaceAssignment(ctx.t.app, made);
    const batch = `RC-${Date.now()}-${++seq}`;
    const res = await ctx.w.api.post(
      API.deliveries.uploadNewDelivery,
      deliverForm(batch, groups(a.id, b.id, new Date()), 'new'),
      ctx.token,
    );
    const expected = refusal ? refusal(a.id, new Date()) : DELIVERY_MESSAGES.fileNotUploaded('brief.docx');
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: expected,
    });
  });
});
