# Rule machinery over gen.py's proj/proto: chains of pattern rules through intermediate files
# (.y -> .c -> .o, deleted afterwards unless .SECONDARY), old-style suffix rules, archive
# members lib(member) with the built-in (%): % rule, -l<name> prerequisites found through
# vpath, grouped targets (&:), double-colon rules, .PRECIOUS, match-anything and terminal
# rules, .DEFAULT, and every automatic variable. Run from proj/.
#   make -f rules.mk [all|archive|tool|report|logs|...] [KEEP=1]

OUT    := gen
AR     := ar
# U: real member timestamps (binutils' ar defaults to deterministic mode, all zero).
ARFLAGS := rcU
GRAMMARS := $(sort $(wildcard proto/*.y))
MESSAGES := $(sort $(wildcard proto/*.msg))
PARSERS  := $(patsubst proto/%.y,$(OUT)/%.o,$(GRAMMARS))
CATALOGS := $(patsubst proto/%.msg,$(OUT)/%.cat,$(MESSAGES))

vpath %.y proto
vpath %.msg proto
vpath lib%.a $(OUT)
VPATH = proto:include

.PHONY: all archive tool report logs clean show-auto
.DEFAULT_GOAL := all
all: $(PARSERS) $(CATALOGS) $(OUT)/tables.c report

ifdef KEEP
.SECONDARY:
else
.INTERMEDIATE: $(patsubst %.o,%.c,$(PARSERS))
endif
.PRECIOUS: $(OUT)/%.cat

# Chain: grammar -> C source (intermediate) -> object.
$(OUT)/%.c: %.y | $(OUT)
	@printf '/* generated from %s (%s) */\n' $< $(notdir $(<D)) > $@
$(OUT)/%.o: $(OUT)/%.c
	@printf 'object of %s, newer prerequisites: %s\n' $< '$?' > $@

# Old-style suffix rule for message catalogs.
.SUFFIXES: .msg .cat
.msg.cat:
	@printf '%s -> %s\n' $< $@ > $@
$(OUT)/%.cat: %.msg | $(OUT)
	@printf 'catalog %s from %s\n' $(@F) $(<F) > $@

# One recipe, two files (grouped target).
$(OUT)/tables.c $(OUT)/tables.h &: $(GRAMMARS) | $(OUT)
	@printf 'tables for %d grammars\n' $(words $^) > $(OUT)/tables.c
	@printf '#define NGRAMMARS %d\n' $(words $^) > $(OUT)/tables.h

$(OUT):
	@mkdir -p $@

# Archive members: make reads the archive's member table to compare timestamps.
archive: $(OUT)/libmsg.a($(notdir $(PARSERS)))
$(OUT)/libmsg.a(%.o): $(OUT)/%.o
	@$(AR) $(ARFLAGS) $@ $<

# A program linked against -lmsg: the library is found with vpath lib%.a and .LIBPATTERNS.
tool: $(OUT)/tool
$(OUT)/tool: $(OUT)/tables.h -lmsg
	@printf 'link %s with %s\n' $@ '$^' > $@

# Double-colon rules: each has its own prerequisites and recipe.
logs: $(OUT)/build.log
$(OUT)/build.log:: $(PARSERS)
	@printf 'parsers: %d\n' $(words $?) >> $@
$(OUT)/build.log:: $(CATALOGS)
	@printf 'catalogs: %d\n' $(words $?) >> $@

report: $(OUT)/report.txt
$(OUT)/report.txt: $(PARSERS) $(CATALOGS) $(OUT)/tables.h
	@printf '%s\n' '$@: $(words $^) inputs, first $<, order-only [$|], all [$+]' > $@

# Automatic variables and their D/F forms.
show-auto: $(OUT)/sub/dir/file.x
$(OUT)/sub/dir/%.x: proto/msg1.y proto/msg2.y proto/msg1.y | $(OUT)
	@mkdir -p $(@D)
	@test '$@' = '$(OUT)/sub/dir/file.x' && test '$*' = file && test '$(@D)' = '$(OUT)/sub/dir'
	@test '$(@F)' = file.x && test '$(<F)' = msg1.y && test '$(<D)' = proto
	@test '$(words $^)' = 2 && test '$(words $+)' = 3 && test '$(^F)' = 'msg1.y msg2.y'
	@test '$(*F)' = file && test '$(?D)' = 'proto proto'
	@: > $@

# Terminal match-anything rule for files that must come from nowhere else.
%.stamp::
	@: > $@

# Anything else asked for gets a message instead of an error.
.DEFAULT:
	@echo no rule for $@, ignoring

clean:
	rm -rf $(OUT)
