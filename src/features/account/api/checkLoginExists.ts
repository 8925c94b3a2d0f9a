import { post } from '../../../lib/api/client.ts';

/** Whether an e-mail address already carries an account (it is the account's login). */
export async function checkLoginExists(login: string): Promise<boolean> {
  const answer = await post('/Compte/Compte_LoginExist', { Login: login });
  return answer.Existe;
}
