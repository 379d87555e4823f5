/** Messages of the limits on staff powers and of address-range blockers. */
export const staffPowerMessages = {
  staffCannotChangeOwnAccount:
    "Staff tools cannot be used on your own account. Another staff member with full access can make the change.",
  onlyFullAccessActsOnStaff:
    "Only staff with full access may suspend, mute or revoke the chat of another staff member, or give them new credentials.",
  cannotReviewOwnReports: "Reports on something you wrote are reviewed by another moderator.",
  blockerInvalidAddress:
    "An address blocker needs an IPv4 or IPv6 address, or a range such as 203.0.113.0/24 or 2001:db8:1:2::/64.",
  blockerRangeTooWide:
    "That range is too wide: an IPv4 range may be at most a /{ipv4}, an IPv6 range at most a /{ipv6}.",
  cannotRedeemOwnCode: "Promo codes you made are for others: you cannot enter one yourself.",
  staffCannotChooseThemselves:
    "Staff powers cannot make you the leader or the winner: another staff member has to do it.",
};
