import type { ResponseOf, ValuesOf } from '../../../lib/api/client.ts';

/** What the account calls take and answer, read from the contract. */
export type CompteCreationValues = ValuesOf<'/Compte/Compte_LoginCreate'>;
export type CompteMiseAJourValues = ValuesOf<'/Compte/Compte_Update'>;
export type ChangementMotDePasseValues = ValuesOf<'/Compte/Compte_ChangePassword'>;
export type Compte = ResponseOf<'/Compte/Compte_Get'>;
export type Pays = ResponseOf<'/StaticData/Get_Pays'>[number];
export type Ville = ResponseOf<'/StaticData/Get_VilleByCodePostal'>[number];
