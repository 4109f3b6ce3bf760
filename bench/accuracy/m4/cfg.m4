m4_divert(-1)
# cfg.m4: a miniature configure-script generator, for `m4 -P' (every builtin is m4_*),
# with [ ] as quotes. Diversions: 1 header, 2 --help text, 3 option parsing, 4 defaults,
# 5 checks, 6 config.h lines, 7 substitutions, 8 output; CFG_INIT registers (m4_m4wrap)
# _cfg_finish, which assembles the script when the input ends.
m4_changequote([, ])
m4_changecom([##])

m4_define([_cfg_count], [m4_define([_n_$1], m4_ifdef([_n_$1], [m4_incr(_n_$1)], [1]))])
m4_define([_cfg_get], [m4_ifdef([_n_$1], [_n_$1], [0])])
m4_define([_cfg_shvar], [m4_translit(m4_patsubst([$1], [[^A-Za-z0-9_]], [_]), [a-z], [A-Z])])
m4_define([_cfg_lower], [m4_translit([$1], [A-Z-], [a-z_])])

# Lists: words separated by blanks, mapped over with a macro name.
m4_define([_cfg_map], [m4_ifelse(m4_regexp([$2], [\w]), [-1], [],
  [_cfg_map1([$1], m4_patsubst(m4_patsubst([$2], [^\s+\|\s+$]), [\s+], [,]))])])
m4_define([_cfg_map1], [m4_ifelse([$#], [1], [], [$#], [2], [$1([$2])],
  [$1([$2])_cfg_map1([$1], m4_shift(m4_shift($@)))])])

m4_define([CFG_INIT], [m4_ifdef([_cfg_inited], [CFG_FATAL([CFG_INIT called twice])])m4_dnl
m4_define([_cfg_inited])m4_m4wrap([_cfg_finish])m4_define([_cfg_pkg], [$1])m4_define([_cfg_ver], [$2])m4_dnl
m4_define([_cfg_bugs], m4_ifelse([$3], [], [nobody], [$3]))m4_dnl
m4_divert(1)#! /bin/sh
# Generated configure script for $1 $2 (m4___file__, m4___program__).
PACKAGE_NAME='$1'
PACKAGE_VERSION='$2'
PACKAGE_TARNAME='m4_translit([$1], [A-Z ], [a-z-])'
PACKAGE_STRING='$1 $2'
m4_divert(2)Usage: ./configure [[OPTION]]... [[VAR=VALUE]]...
Configure $1 $2 for this system.

Optional features:
m4_divert(3)for ac_option
do
  case $ac_option in
m4_divert(-1)])

m4_define([CFG_COPYRIGHT], [m4_divert(1)# m4_patsubst([$1], [
], [
# ])
m4_divert(-1)])

m4_define([CFG_FATAL], [m4_errprint(m4___file__:m4___line__: [error: $1]
)m4_m4exit([1])])
m4_define([CFG_WARN], [m4_errprint(m4___file__:m4___line__: [warning: $1]
)echo "configure: warning: [$1]" >&2
])

m4_define([CFG_ARG_ENABLE], [_cfg_count([enable])m4_dnl
m4_ifelse(m4_regexp([$1], [^[a-z][a-z0-9-]*$]), [-1], [CFG_FATAL([bad feature name: $1])])m4_dnl
m4_divert(2)m4_format([  --%-26s %s], m4_ifelse([$3], [yes], [disable-$1], [enable-$1]),
  m4_substr([$2], 0, 48))
m4_divert(3)    --enable-$1 | --enable-$1=*) enable_[]_cfg_lower([$1])=m4_ifelse(m4_index([$1], [=]), [-1], [yes], [${ac_option#*=}]) ;;
    --disable-$1) enable_[]_cfg_lower([$1])=no ;;
m4_divert(4)enable_[]_cfg_lower([$1])=${enable_[]_cfg_lower([$1]):-$3}
m4_divert(-1)])

m4_define([CFG_ARG_WITH], [_cfg_count([with])m4_dnl
m4_divert(2)m4_format([  --with-%-21s %s], [$1], [$2])
m4_divert(3)    --with-$1) with_[]_cfg_lower([$1])=yes ;;
    --without-$1) with_[]_cfg_lower([$1])=no ;;
m4_divert(-1)])

m4_define([CFG_CHECK_PROGS], [_cfg_count([prog])m4_divert(5)
# Checking for $1 among: $2
if test -z "$$1"; then
  for ac_prog in $2; do
    if command -v "$ac_prog" >/dev/null 2>&1; then $1=$ac_prog; break; fi
  done
fi
echo "checking for $1... ${$1:-no}"
m4_divert(7)_cfg_subst_line([$1])m4_divert(-1)])

m4_define([_cfg_header], [_cfg_count([header])m4_divert(5)m4_dnl
printf '#include <%s>\n' '$1' > conftest.c
if ${CC:-cc} -E conftest.c >/dev/null 2>&1; then
  echo '[#define] HAVE_[]_cfg_shvar([$1]) 1' >> confdefs.h; echo "checking for $1... yes"
else echo "checking for $1... no"; fi
m4_divert(-1)])
m4_define([CFG_CHECK_HEADERS], [_cfg_map([_cfg_header], [$1])])

m4_define([_cfg_func], [_cfg_count([func])m4_divert(5)m4_dnl
printf 'char $1(void);\nint main(void) { return $1() != 0; }\n' > conftest.c
if ${CC:-cc} -o conftest conftest.c >/dev/null 2>&1; then
  echo '[#define] HAVE_[]_cfg_shvar([$1]) 1' >> confdefs.h
fi
m4_divert(-1)])
m4_define([CFG_CHECK_FUNCS], [_cfg_map([_cfg_func], [$1])])

m4_define([CFG_DEFINE], [_cfg_count([define])m4_dnl
m4_ifdef([_cfg_def_$1], [CFG_WARN([$1 defined twice])])m4_define([_cfg_def_$1], [$2])m4_dnl
m4_divert(6)
/* $3 */
[#define] $1 $2
m4_divert(-1)])

m4_define([CFG_IF], [m4_divert(5)if $1; then
  :
$2[]m4_divert(5)else
  :
$3[]m4_divert(5)fi
m4_divert(-1)])

m4_define([_cfg_subst_line], [m4_ifdef([_cfg_sub_$1], [],
  [m4_define([_cfg_sub_$1])_cfg_count([subst])  -e 's|@$1@|'"$$1"'|g' \
])])
m4_define([CFG_SUBST], [m4_divert(4)$1='$2'
m4_divert(7)_cfg_subst_line([$1])m4_divert(-1)])

# An obsolete macro: warns, then does what its replacement does.
m4_define([CFG_OLD_CHECK], [CFG_WARN([CFG_OLD_CHECK is obsolete, use CFG_CHECK_FUNCS])m4_dnl
CFG_CHECK_FUNCS([$1])])

m4_define([CFG_OUTPUT], [m4_define([_cfg_outputs], [$1])m4_divert(8)
for f in $1; do
  test -f "$f.in" || continue
  sed \
m4_undivert(7)m4_dnl
    "$f.in" > "$f"
done
m4_divert(-1)])

m4_define([_cfg_finish], [m4_divert(0)m4_dnl
m4_undivert(1)
if test "$[]1" = --help; then cat <<'EOF'
m4_undivert(2)
Report bugs to <_cfg_bugs>.
EOF
exit 0; fi
m4_undivert(3)m4_dnl
    *) echo "configure: unknown option $ac_option" >&2; exit 1 ;;
  esac
done
m4_undivert(4)
: > confdefs.h
m4_undivert(5)
cat >> confdefs.h <<'EOF'
m4_undivert(6)
EOF
m4_undivert(8)
# Summary: _cfg_get([enable]) enable options, _cfg_get([with]) with options,
# _cfg_get([prog]) programs, _cfg_get([header]) headers, _cfg_get([func]) functions,
# _cfg_get([define]) defines, _cfg_get([subst]) substitutions; outputs: _cfg_outputs
])
m4_divert(0)m4_dnl
