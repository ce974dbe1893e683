/**
 * The API's TypeBox schemas against the hand-written types of shared/contracts: this file,
 * type-checked by `pnpm typecheck`, fails as soon as a schema and its contract drift apart.
 */
import type {
  ApiEnvelope,
  BootPayload,
  DeployManifest,
  ShopConfig,
} from '@store/contracts';
import type { Static } from 'typebox';
import type { envelopeOf } from '../src/http/envelope.js';
import type {
  ShopConfig as ApiShopConfig,
  ShopConfigSchema,
} from '../src/modules/tenants/tenants.schemas.js';
import type {
  BootPayload as ApiBootPayload,
  DeployManifest as ApiDeployManifest,
} from '../src/site/site.schemas.js';


type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const expectSame = <T extends true>(value: T) => value;

expectSame<Same<ApiShopConfig, ShopConfig>>(true);
expectSame<Same<ApiDeployManifest, DeployManifest>>(true);
expectSame<Same<ApiBootPayload, BootPayload>>(true);

type ApiConfigEnvelope = Static<ReturnType<typeof envelopeOf<typeof ShopConfigSchema>>>;
const envelopeFits = (value: ApiConfigEnvelope): ApiEnvelope<ShopConfig> => value;
void envelopeFits;

