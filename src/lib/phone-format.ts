/** "+96891234567" → "+968 9123 4567": Omani mobiles read in two groups of four; others stay as stored. */
export function formatPhone(e164: string): string {
  const oman = /^\+968(\d{4})(\d{4})$/.exec(e164);
  return oman ? `+968 ${oman[1]} ${oman[2]}` : e164;
}
