import { route } from '../../core/rest-route';
import { MAX_BULK } from './fediverse.service';

const SETTINGS = 'handle account approveFollows followers pending';
const FOLLOWER = 'id actor handle name url instance status createdAt';

export const fediverseRoutes = [
  route({
    method: 'get',
    path: '/api/fediverse/settings',
    summary: "The owner's fediverse account: handle, '@handle@host', follows approved or not, counts",
    access: 'admin',
    operation: `query { fediverseSettings { ${SETTINGS} } }`,
    result: 'fediverseSettings',
  }),
  route({
    method: 'put',
    path: '/api/fediverse/settings',
    summary: 'Change the handle and whether follows wait for approval',
    description:
      'Body `{"handle": "deniz", "approveFollows": false}`: the handle 1–30 of a–z, 0–9 and _ (else 400, nothing changed).',
    access: 'admin',
    operation: `mutation ($input: FediverseSettingsInput!) { updateFediverseSettings(input: $input) { ${SETTINGS} } }`,
    variables: { input: 'body' },
    result: 'updateFediverseSettings',
  }),
  route({
    method: 'get',
    path: '/api/fediverse/followers',
    summary: 'A page of followers of one status, newest first',
    description: '`status`: `accepted` (the default) or `pending`; `page` (from 1) and `perPage` (1..100, default 25).',
    access: 'admin',
    operation: `query ($status: FollowerStatus! = ACCEPTED, $page: Int, $perPage: Int) { fediverseFollowers(status: $status, page: $page, perPage: $perPage) { items { ${FOLLOWER} } total page perPage pages } }`,
    variables: { status: 'query.status', page: 'query.page', perPage: 'query.perPage' },
    result: 'fediverseFollowers.items',
    meta: {
      page: 'fediverseFollowers.page',
      perPage: 'fediverseFollowers.perPage',
      total: 'fediverseFollowers.total',
      pages: 'fediverseFollowers.pages',
    },
  }),
  route({
    method: 'post',
    path: '/api/fediverse/followers/actions',
    summary: 'Approve, reject, remove or block followers (or their instances), all or none',
    description: `Body \`{"ids": ["…"], "action": "approve" | "reject" | "remove" | "block" | "blockInstance"}\`: 1..${MAX_BULK} ids; an id that names no follower answers 404 and changes nothing. Approving sends a signed Accept, the others a Reject of the Follow. \`data\`: how many followers changed.`,
    access: 'admin',
    operation: 'mutation ($ids: [ID!]!, $action: FollowerAction!) { updateFollowers(ids: $ids, action: $action) }',
    variables: { ids: 'body.ids', action: 'body.action' },
    result: 'updateFollowers',
  }),
  route({
    method: 'get',
    path: '/api/fediverse/blocks',
    summary: 'The accounts and instances blocked, newest first',
    access: 'admin',
    operation: 'query { fediverseBlocks { key kind label createdAt } }',
    result: 'fediverseBlocks',
  }),
  route({
    method: 'post',
    path: '/api/fediverse/blocks/remove',
    summary: 'Lift blocks, all or none',
    description: `Body \`{"keys": ["…"]}\`: 1..${MAX_BULK} keys as GET /api/fediverse/blocks lists them; a key that names no block answers 404 and changes nothing. \`data\`: how many.`,
    access: 'admin',
    operation: 'mutation ($keys: [ID!]!) { unblockFediverse(keys: $keys) }',
    variables: { keys: 'body.keys' },
    result: 'unblockFediverse',
  }),
];
