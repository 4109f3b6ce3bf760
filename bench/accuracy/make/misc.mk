# Special targets and less common features: a makefile that remakes one of its own included
# makefiles (make re-executes itself; MAKE_RESTARTS), canned recipes (define), recipe
# prefixes - + @, .ONESHELL with .SHELLFLAGS, .SILENT/.IGNORE/.NOTPARALLEL, target-specific
# and exported variables, MAKEFLAGS set from the makefile, .SECONDEXPANSION with $$@,
# order-only prerequisites, and the phases of $(info)/$(warning).
#   make -f misc.mk [all|oneshell|prefixes|canned|secondary|env]

MAKEFLAGS += --no-print-directory
.DEFAULT_GOAL := all
$(info parsing misc.mk, restarts [$(MAKE_RESTARTS)], goals [$(MAKECMDGOALS)])

# Generated include: on the first run it does not exist, make builds it and restarts.
include settings.mk
settings.mk: $(firstword $(MAKEFILE_LIST))
	@printf '%s\n' 'GENERATED_AT_RESTART := $(MAKE_RESTARTS)' 'FEATURES := alpha beta gamma' > $@

.PHONY: all oneshell prefixes canned secondary env ignored quiet
all: oneshell prefixes canned secondary env ignored quiet
	@echo "misc done: features $(FEATURES), generated at restart [$(GENERATED_AT_RESTART)]"

# .ONESHELL: every recipe runs in one shell, so variables and cd carry across lines.
.ONESHELL:
.SHELLFLAGS := -ec
oneshell:
	@total=0
	for f in $(FEATURES); do
	  total=$$((total + $${#f}))
	done
	cd ..
	test "$$total" -eq 14
	echo "oneshell: $$total letters"

# Prefixes: - ignores a failure, @ is silent, + runs even under -n.
# (Under .ONESHELL only the first line's prefixes count, for the whole script.)
prefixes:
	-@echo "prefixes: before a failure that is ignored"
	+test -n "$(MAKEFLAGS)"
	false
	echo "not reached"

# Canned recipe used by two targets, with target-specific variables.
define announce
@printf '%s: %s (%s)\n' $@ '$(WHAT)' '$(STYLE)'
@test -n '$(WHAT)'
endef
canned: WHAT = canned recipe
canned: STYLE := plain
canned: canned-sub
	$(announce)
.PHONY: canned-sub
canned-sub: WHAT = nested
canned-sub:
	$(announce)

# Secondary expansion: prerequisites computed from the target name.
.SECONDEXPANSION:
SECONDARY_TARGETS := sec-one sec-two
secondary: $(SECONDARY_TARGETS)
$(SECONDARY_TARGETS): $$(patsubst sec-%,part-%.txt,$$@) | $$(@D)
	@test -s $<
part-%.txt:
	@printf 'part %s\n' $* > $@
.: ;

# Exported variables reach the recipe's environment.
env: export GREETING := hello from make
unexport UNWANTED
UNWANTED := should not be exported
env:
	@test "$$GREETING" = "hello from make" && test -z "$$UNWANTED" && echo "env: ok"

# .IGNORE and .SILENT for particular targets.
.IGNORE: ignored
ignored:
	exit 3
	echo "ignored: continued after exit 3"
.SILENT: quiet
quiet:
	echo "quiet: recipe not echoed"

$(warning misc.mk parsed, $(words $(.VARIABLES)) variables defined)
