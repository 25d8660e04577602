import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { MAX_BULK, PER_PAGE } from './fediverse.service';
import {
  BlockView,
  FediverseSettings,
  FediverseSettingsInput,
  FollowerAction,
  FollowerPage,
  FollowerStatusEnum,
} from './fediverse.types';

/** The owner's 'Fediverse' section of 'Ayarlar': all of it the admin's. */
@Resolver()
export class FediverseResolver {
  @Authorized('admin')
  @Query(() => FediverseSettings)
  fediverseSettings(@Ctx() { services }: Context): Promise<FediverseSettings> {
    return services.fediverse.settings();
  }

  @Authorized('admin')
  @Query(() => FollowerPage, {
    description: `Followers of one status, newest first; \`page\` from 1, \`perPage\` ${PER_PAGE.min}..${PER_PAGE.max}, else BAD_USER_INPUT.`,
  })
  fediverseFollowers(
    @Arg('status', () => FollowerStatusEnum, { defaultValue: FollowerStatusEnum.ACCEPTED }) status: FollowerStatusEnum,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Ctx() { services }: Context,
  ): Promise<FollowerPage> {
    return services.fediverse.followers(status, page, perPage);
  }

  @Authorized('admin')
  @Query(() => [BlockView], { description: 'The accounts and instances blocked, newest first.' })
  fediverseBlocks(@Ctx() { services }: Context): Promise<BlockView[]> {
    return services.fediverse.blocks();
  }

  @Authorized('admin')
  @Mutation(() => FediverseSettings, { description: 'A handle that breaks the rule: BAD_USER_INPUT, nothing changed.' })
  updateFediverseSettings(
    @Arg('input', () => FediverseSettingsInput) input: FediverseSettingsInput,
    @Ctx() { services }: Context,
  ): Promise<FediverseSettings> {
    return services.fediverse.setSettings(input);
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description: `Does \`action\` to 1..${MAX_BULK} followers, all or none (an unknown id: NOT_FOUND, nothing changed); answers how many followers changed.`,
  })
  updateFollowers(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('action', () => FollowerAction) action: FollowerAction,
    @Ctx() { services }: Context,
  ): Promise<number> {
    return services.fediverse.updateFollowers(ids, action);
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description: `Lifts 1..${MAX_BULK} blocks by their keys, all or none (an unknown key: NOT_FOUND); answers how many.`,
  })
  unblockFediverse(@Arg('keys', () => [ID]) keys: string[], @Ctx() { services }: Context): Promise<number> {
    return services.fediverse.unblock(keys);
  }
}
