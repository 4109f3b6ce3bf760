# Log triage, for `sed -n -E` on one record per line (stack frames already folded in):
# European timestamps, addresses and e-mails masked, errors copied to errors.txt, slow
# requests flagged, debug noise dropped, one host group and pool warnings shown.
s/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9:]{8})\.[0-9]{3}Z /\3\/\2\/\1 \4 /
s/\<([0-9]{1,3}\.){3}[0-9]{1,3}\>/x.x.x.x/g
s/[[:alnum:]._-]+@([[:alnum:]-]+\.)+[a-z]+/<mail>/g
/ (ERROR|FATAL) /{
  / \| at /!s/$/ (no trace)/
  w errors.txt
}
/took=([0-9]{4,})ms/{
  s//took=\1ms SLOW/
  p
  b
}
/ (DEBUG|TRACE) /d
/ WARN +db\.pool: /{
  s/^/!! /p
  b
}
/ host0[0-3] /p
