# Included by each tree/<dir>/Makefile (which sets NAME, PARTS and maybe SUBDIRS).
OBJS := $(addsuffix .o,$(PARTS))
.PHONY: all check clean subdirs
all: lib$(NAME).stamp $(if $(SUBDIRS),subdirs)

%.o: %.src
	@printf '%s %s\n' '$(CFLAGS)' $< > $@
%.src:
	@printf 'part %s of %s\n' $* $(NAME) > $@

lib$(NAME).stamp: $(OBJS)
	@test -n '$(BUILD_TAG)' && test -z '$(HOME_COPY)'
	@printf '%s\n' $^ > $@

subdirs:
	+$(MAKE) -C $(SUBDIRS) $(MAKECMDGOALS)

check: all
	@test $(words $(file <lib$(NAME).stamp)) -eq $(words $(OBJS))

clean: $(if $(SUBDIRS),subdirs)
	rm -f *.o *.src *.stamp
