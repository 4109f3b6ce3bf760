# The build of a C-like project (gen.py's proj/): libraries from templates ($(eval $(call))),
# objects by pattern rules with order-only build directories, header dependencies from
# deps.mk and from .d files the "compiler" writes, target- and pattern-specific variables,
# static pattern rules for the programs, a version header regenerated only when it changes,
# test and install targets. Recipes never run a compiler: they write small files with shell
# builtins (or make's $(file)), so the work is make's own.
#   make -f project.mk [BROKEN=1] [VERBOSE=1] [DESTDIR=dir] [all|check|install|clean|...]

SRCDIR  := src
BUILD   ?= build
VERSION := 2.7.1
LIBS    := $(sort $(filter-out apps,$(notdir $(wildcard $(SRCDIR)/*))))
APPS    := $(basename $(notdir $(wildcard $(SRCDIR)/apps/*.c)))
CFLAGS  ?= -O2
CFLAGS  += -Wall
DEFS    = -DVERSION='"$(VERSION)"' $(EXTRA_DEFS)
Q       := $(if $(VERBOSE),,@)

vpath %.h include

.DEFAULT_GOAL := all
.DELETE_ON_ERROR:
.SUFFIXES:
.PHONY: all libs apps check install clean distclean info FORCE

# ---------------------------------------------------------------- libraries
define library
$(1)_SRCS := $$(sort $$(wildcard $(SRCDIR)/$(1)/*.c))
$(1)_OBJS := $$(patsubst $(SRCDIR)/%.c,$(BUILD)/%.o,$$($(1)_SRCS))
$(BUILD)/lib$(1).a: $$($(1)_OBJS)
	$$(Q)printf 'ar %s (%d members)\n' $$@ $$(words $$^) > /dev/null
	$$(Q)printf '%s\n' $$(notdir $$^) > $$@
ALL_OBJS += $$($(1)_OBJS)
ALL_LIBS += $(BUILD)/lib$(1).a
endef
$(foreach l,$(LIBS),$(eval $(call library,$(l))))

# Library dependencies between libraries (link order).
core_NEEDS   :=
util_NEEDS   := core
net_NEEDS    := util core
db_NEEDS     := util core
crypto_NEEDS := core
ui_NEEDS     := net db util core
closure = $(sort $(foreach x,$(1),$(x) $(call closure,$($(x)_NEEDS))))

# ------------------------------------------------------------------ objects
$(BUILD)/%.o: $(SRCDIR)/%.c $(BUILD)/version.h | $(BUILD)/dirs
	$(Q)printf 'cc %s %s -c %s\n' '$(CFLAGS)' '$(DEFS)' $< > $@
	$(file >$(@:.o=.d),$@: $(notdir $(filter include/%.h,$^)))

# Some objects get extra flags.
$(BUILD)/crypto/%.o: CFLAGS += -funroll-loops
$(BUILD)/core/%.o: EXTRA_DEFS = -DCORE_$(call upper,$(basename $(notdir $@)))
$(BUILD)/net/%.o: private CFLAGS := -O3

upper = $(subst a,A,$(subst e,E,$(subst i,I,$(subst o,O,$(subst u,U,$(1))))))

$(BUILD)/dirs:
	$(Q)mkdir -p $(addprefix $(BUILD)/,$(LIBS) apps bin)
	$(Q): > $@

# The version header is rewritten only when its contents would change.
VERSION_TEXT := \#define VERSION "$(VERSION)" /* $(words $(LIBS)) libraries */
$(BUILD)/version.h: FORCE | $(BUILD)/dirs
	$(if $(call same,$(file <$@),$(VERSION_TEXT)),@:,$(file >$@,$(VERSION_TEXT))@echo updated $@)
same = $(and $(findstring x$(1)x,x$(2)x),$(findstring x$(2)x,x$(1)x))

include deps.mk
-include $(ALL_OBJS:.o=.d) $(BUILD)/apps/*.d

# ----------------------------------------------------------------- programs
app1_LIBS := ui
app2_LIBS := net crypto
app3_LIBS := db
app4_LIBS := util
PROGRAMS := $(addprefix $(BUILD)/bin/,$(APPS))

.SECONDEXPANSION:
$(PROGRAMS): $(BUILD)/bin/%: $(BUILD)/apps/%.o $$(addprefix $(BUILD)/lib,$$(addsuffix .a,$$(call closure,$$($$*_LIBS))))
	$(Q)printf 'ld -o %s %s\n' $@ '$(notdir $^)' > $@

libs: $(ALL_LIBS)
apps: $(PROGRAMS)
all: libs apps

# -------------------------------------------------------------------- tests
TESTS := $(addprefix test-,$(APPS) $(LIBS))
check: $(TESTS)
	@echo "$(words $^) tests passed"
test-app%: $(BUILD)/bin/app%
	$(Q)test -s $<
test-%: $(BUILD)/lib%.a
	$(Q)test $(words $(file <$<)) -eq $(words $($*_OBJS))
ifdef BROKEN
test-net: broken-step
broken-step:
	@echo "simulated failure" >&2; exit 1
endif
.PHONY: $(TESTS) broken-step

# ------------------------------------------------------------------ install
DESTDIR ?= stage
prefix  ?= /usr/local
install: all
	$(Q)mkdir -p $(DESTDIR)$(prefix)/bin $(DESTDIR)$(prefix)/lib
	$(Q)$(foreach p,$(PROGRAMS),: > $(DESTDIR)$(prefix)/bin/$(notdir $(p));) :
	$(Q)$(foreach l,$(ALL_LIBS),: > $(DESTDIR)$(prefix)/lib/$(notdir $(l));) :
	@echo installed $(words $(PROGRAMS)) programs and $(words $(ALL_LIBS)) libraries

clean:
	rm -rf $(BUILD)
distclean: clean
	rm -rf $(DESTDIR)

info:
	@echo 'libs: $(LIBS)'
	@echo 'apps: $(APPS) -> $(foreach a,$(APPS),$(a)=[$(call closure,$($(a)_LIBS))])'
	@echo 'objects: $(words $(ALL_OBJS)), origin of CFLAGS: $(origin CFLAGS), $(flavor DEFS)'
	@echo 'goals: $(MAKECMDGOALS), restarts: $(MAKE_RESTARTS), level: $(MAKELEVEL)'
