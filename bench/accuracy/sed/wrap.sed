# Folds lines longer than 64 characters at the last blank that fits; a word longer than
# that is cut. Continuation lines are indented by two spaces.
/^.\{65\}/!b
s/^\(.\{1,64\}\) \+/\1\n  /
t more
s/^\(.\{64\}\)/\1\n  /
:more
P
D
