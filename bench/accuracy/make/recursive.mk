# A recursive build over gen.py's tree/: one sub-make per directory ($(MAKE) -C), ordering
# between directories, exported variables, MAKEFLAGS and MAKELEVEL passed down, a goal
# forwarded to every directory. The sub-makefiles include sub.mk from this folder.
#   make -f recursive.mk [GOAL=all|check|clean] [-n] [-w] [-s]

export TOP := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
export BUILD_TAG := r$(words $(MAKEFILE_LIST))$(MAKELEVEL)
export CFLAGS := -O2 -g
unexport HOME_COPY
HOME_COPY := $(HOME)
SUBDIRS := $(strip $(file <tree/SUBDIRS))
GOAL ?= all

.PHONY: all $(SUBDIRS) summary
all: summary

$(SUBDIRS):
	+$(MAKE) -C tree/$@ $(GOAL)

# Directory ordering: libraries first, tools need two of them, tests need tools.
libbeta: libalpha
libgamma libdelta: libbeta
tools: libgamma libdelta
tests: tools
docs: libalpha

summary: $(SUBDIRS)
	@echo "$(GOAL) done in $(words $^) directories (tag $(BUILD_TAG), level $(MAKELEVEL))"
