import { useLingui } from '@lingui/react/macro';
import { formatCoins } from '../lib/money';
import type { TUser } from '../lib/session';
import { useAppLocale } from '../lib/store';
import { Glyph } from './glyph.plain';
import { COIN_PATH } from './icon-paths.plain';

type CoinBalanceProps = {
  user: TUser;
};

/** The signed-in visitor's coins, in the header and the phone menu (plain elements: src/styles/shell.css). */
export function CoinBalance({ user }: CoinBalanceProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const coins = formatCoins(user.coins, locale);
  return (
    <div className="coin-balance" aria-label={t`Coin balance: ${coins}`} title={t`Coin balance`}>
      <Glyph path={COIN_PATH} className="coin-balance__icon" />
      <span>{coins}</span>
    </div>
  );
}
