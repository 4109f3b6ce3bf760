# Make as a programming language: unary arithmetic on word lists, recursion through $(call),
# memoisation with $(eval), list and string utilities, every text and file-name function,
# $(file), $(value)/$(origin)/$(flavor), conditionals and all assignment flavours. Each
# result is checked; `make -f funcs.mk` prints "funcs: N checks passed" or stops with $(error).
#   make -f funcs.mk [LIMIT=n] [FROM_CMDLINE=x]

empty :=
space := $(empty) $(empty)
comma := ,
define newline


endef
LIMIT ?= 120
.DEFAULT_GOAL := all

# ------------------------------------------------------------------ checks
checks :=
fails :=
# $(call expect,name,got,want)
expect = $(eval checks += $(1))$(if $(subst x$(strip $(3))x,,x$(strip $(2))x),$(eval fails += $(1))$(warning $(1): got [$(strip $(2))], want [$(strip $(3))]))

# ---------------------------------------------------------- unary numbers
# X holds 2^10 words; u(n) = n words, n(u) = the number back.
X := x
$(foreach i,1 2 3 4 5 6 7 8 9 10,$(eval X += $(X)))
u = $(wordlist 1,$(1),$(X))
plus = $(words $(call u,$(1)) $(call u,$(2)))
minus = $(words $(wordlist $(call plus,$(2),1),$(1),$(X)))
times = $(words $(foreach i,$(call u,$(1)),$(call u,$(2))))
gt = $(word $(call plus,$(2),1),$(call u,$(1)))
lt = $(call gt,$(2),$(1))
eq = $(if $(call gt,$(1),$(2))$(call lt,$(1),$(2)),,yes)
mod = $(if $(call lt,$(1),$(2)),$(1),$(call mod,$(call minus,$(1),$(2)),$(2)))
div = $(if $(call lt,$(1),$(2)),0,$(call plus,1,$(call div,$(call minus,$(1),$(2)),$(2))))
max = $(if $(call gt,$(1),$(2)),$(1),$(2))
seq = $(if $(call gt,$(1),$(2)),,$(1) $(call seq,$(call plus,$(1),1),$(2)))
sum = $(words $(foreach n,$(1),$(call u,$(n))))

$(call expect,plus,$(call plus,17,25),42)
$(call expect,minus,$(call minus,100,58) $(call minus,3,9),42 0)
$(call expect,times,$(call times,6,7),42)
$(call expect,compare,$(if $(call gt,5,3),gt)$(if $(call lt,5,3),lt)$(call eq,4,4),gtyes)
$(call expect,divmod,$(call div,100,7) $(call mod,100,7),14 2)
$(call expect,seq,$(call seq,3,9),3 4 5 6 7 8 9)
$(call expect,sum,$(call sum,$(call seq,1,30)),465)

# Primes by trial division, up to LIMIT.
divides = $(if $(filter 0,$(call mod,$(1),$(2))),yes)
composite = $(strip $(foreach d,$(SMALL_PRIMES),$(if $(call gt,$(call times,$(d),$(d)),$(1)),,$(call divides,$(1),$(d)))))
SMALL_PRIMES := 2 3 5 7 11 13 17 19 23 29 31
primes = $(foreach n,$(call seq,2,$(1)),$(if $(call composite,$(n)),,$(n)))
PRIMES := $(call primes,$(LIMIT))
$(call expect,primes,$(wordlist 1,10,$(PRIMES)),2 3 5 7 11 13 17 19 23 29)

# Fibonacci with memoisation: FIB_<n> variables created by $(eval).
fib = $(if $(FIB_$(1)),,$(eval FIB_$(1) := $(if $(call lt,$(1),2),$(1),$(call plus,$(call fib,$(call minus,$(1),1)),$(call fib,$(call minus,$(1),2))))))$(FIB_$(1))
$(call expect,fib,$(call fib,15) $(call fib,10),610 55)
$(call expect,fibvars,$(words $(filter FIB_%,$(.VARIABLES))),16)

# GCD (Euclid) and a collatz length.
gcd = $(if $(filter 0,$(2)),$(1),$(call gcd,$(2),$(call mod,$(1),$(2))))
$(call expect,gcd,$(call gcd,252,105) $(call gcd,17,5),21 1)
collatz = $(if $(filter 1,$(1)),,x $(call collatz,$(if $(call divides,$(1),2),$(call div,$(1),2),$(call plus,$(call times,3,$(1)),1))))
$(call expect,collatz,$(words $(call collatz,7)) $(words $(call collatz,9)),16 19)

# ------------------------------------------------------------- lists
reverse = $(if $(1),$(call reverse,$(wordlist 2,$(words $(1)),$(1))) $(firstword $(1)))
map = $(foreach x,$(2),$(call $(1),$(x)))
filter_by = $(foreach x,$(2),$(if $(call $(1),$(x)),$(x)))
reduce = $(if $(3),$(call reduce,$(1),$(call $(1),$(2),$(firstword $(3))),$(wordlist 2,$(words $(3)),$(3))),$(2))
square = $(call times,$(1),$(1))
odd = $(call divides,$(call plus,$(1),1),2)
insert = $(if $(2),$(if $(call gt,$(1),$(firstword $(2))),$(firstword $(2)) $(call insert,$(1),$(wordlist 2,$(words $(2)),$(2))),$(1) $(2)),$(1))
isort = $(if $(1),$(call insert,$(firstword $(1)),$(call isort,$(wordlist 2,$(words $(1)),$(1)))))
uniq = $(if $(1),$(firstword $(1)) $(call uniq,$(filter-out $(firstword $(1)),$(1))))
pairs = $(join $(addsuffix :,$(1)),$(2))

$(call expect,reverse,$(call reverse,a b c d e),e d c b a)
$(call expect,map,$(call map,square,1 2 3 4 5),1 4 9 16 25)
$(call expect,filter,$(call filter_by,odd,$(call seq,1,9)),1 3 5 7 9)
$(call expect,reduce,$(call reduce,plus,0,$(call seq,1,10)) $(call reduce,max,0,4 9 2 7),55 9)
$(call expect,isort,$(call isort,31 4 15 9 26 5 3 58 97 9),3 4 5 9 9 15 26 31 58 97)
$(call expect,lexsort,$(sort 31 4 15 9 26 5 3 9),15 26 3 31 4 5 9)
$(call expect,uniq,$(call uniq,b a b c a d),b a c d)
$(call expect,pairs,$(call pairs,a b c,1 2 3),a:1 b:2 c:3)

# ----------------------------------------------------------- strings
letters := a b c d e f g h i j k l m n o p q r s t u v w x y z
LETTERS := A B C D E F G H I J K L M N O P Q R S T U V W X Y Z
caseconv = $(if $(1),$(call caseconv,$(wordlist 2,26,$(1)),$(wordlist 2,26,$(2)),$(subst $(firstword $(1)),$(firstword $(2)),$(3))),$(3))
upper = $(call caseconv,$(letters),$(LETTERS),$(1))
lower = $(call caseconv,$(LETTERS),$(letters),$(1))
chars = $(strip $(eval _s := $(1))$(foreach c,$(letters) $(LETTERS) 0 1 2 3 4 5 6 7 8 9 _ -,$(eval _s := $(subst $(c),$(c) ,$(_s))))$(_s))
strlen = $(words $(call chars,$(1)))
rstr = $(subst $(space),,$(call reverse,$(call chars,$(1))))
capital = $(call upper,$(firstword $(call chars,$(1))))$(subst $(space),,$(wordlist 2,999,$(call chars,$(1))))

$(call expect,upper,$(call upper,Hello make world),HELLO MAKE WORLD)
$(call expect,lower,$(call lower,MiXeD CaSe),mixed case)
$(call expect,strlen,$(call strlen,abracadabra),11)
$(call expect,rstr,$(call rstr,stressed),desserts)
$(call expect,capital,$(call map,capital,alpha beta gamma),Alpha Beta Gamma)
$(call expect,subst,$(subst ee,EE,feet on the street),fEEt on the strEEt)
$(call expect,patsubst,$(patsubst %.c,obj/%.o,a.c b.c c.h) $(var:%=x),obj/a.o obj/b.o c.h)
$(call expect,strip,[$(strip   a   b    c  )],[a b c])
$(call expect,findstring,$(findstring ake,make) $(findstring xyz,make),ake)
$(call expect,filter,$(filter %.c %.h,a.c b.o c.h d) $(filter-out %.o,a.c b.o),a.c c.h a.c)
$(call expect,words,$(words a b c) $(word 2,a b c) $(wordlist 2,3,a b c d) $(firstword x y) $(lastword x y),3 b b c x y)
$(call expect,substref,$(PRIMES:%=p%) ,$(addprefix p,$(PRIMES)))
SRC_LIST := main.c util.c io.c
$(call expect,suffixref,$(SRC_LIST:.c=.o),main.o util.o io.o)

# ---------------------------------------------------------- file names
paths := src/a/main.c include/b.h lib/libz.so.1 Makefile ./x/y/
$(call expect,dir,$(dir $(paths)),src/a/ include/ lib/ ./ ./x/y/)
$(call expect,notdir,$(notdir $(paths)),main.c b.h libz.so.1 Makefile)
$(call expect,suffix,$(suffix $(paths)),.c .h .1)
$(call expect,basename,$(basename $(paths)),src/a/main include/b lib/libz.so Makefile ./x/y/)
$(call expect,addsuffix,$(addsuffix .o,a b) $(addprefix -I,inc src),a.o b.o -Iinc -Isrc)
$(call expect,join,$(join a b c,.x .y),a.x b.y c)
$(call expect,abspath,$(abspath /a/b/../c/./d//e),/a/c/d/e)
$(call expect,realpath,$(realpath /) $(realpath /no/such/dir),/)
$(call expect,tilde,$(words $(wildcard ~)) $(filter ~%,$(wildcard ~/no-such-file)),1)
$(call expect,wildcard,$(words $(wildcard $(MAKEFILE_LIST))),$(words $(MAKEFILE_LIST)))

# -------------------------------------------- variables and conditionals
recursive = $(later)
simple := $(later)
later := value
posix ::= posix-$(later)
cond ?= first
cond ?= second
appended := one
appended += two
appended += $(later)
shellout != printf '%s-%s' sh out
define multi
line one
line two
endef
override FROM_CMDLINE += overridden
export EXPORTED := yes
undefine never_defined
$(call expect,flavors,$(recursive)|$(simple)|$(posix)|$(cond)|$(appended)|$(shellout),value||posix-value|first|one two value|sh-out)
$(call expect,flavor,$(flavor recursive) $(flavor simple) $(flavor nothing),recursive simple undefined)
$(call expect,origin,$(origin later) $(origin CC) $(origin HOME) $(origin nothing) $(origin MAKEFILE_LIST),file default environment undefined file)
$(call expect,value,$(value recursive) $(value expect),$$(later) $(value expect))
$(call expect,multi,$(words $(multi)) $(findstring $(newline),$(multi)),4 $(newline))
$(call expect,shell,$(shell printf '%s\n' a b c | wc -l) $(.SHELLSTATUS),3 0)
$(call expect,if,$(if ,a,b) $(if x,a,b) $(or ,,c,d) $(and a,b,c) $(and a,,c)[$(if ,a)],b a c c [])
ifeq ($(call plus,1,1),2)
ifneq "$(origin FROM_CMDLINE)" "undefined"
cmdline := $(origin FROM_CMDLINE)
else ifdef simple
cmdline := unreachable
else
cmdline := no
endif
endif
ifndef never_defined
ifdef EXPORTED
exported := $(if $(filter EXPORTED,$(.VARIABLES)),yes)
endif
endif
$(call expect,conditionals,$(cmdline) $(exported),$(if $(FROM_CMDLINE),override,no) yes)

# ------------------------------------------------------- $(file), $(eval)
TMPFILE := funcs.out
$(file >$(TMPFILE),first line)
$(file >>$(TMPFILE),$(PRIMES))
$(foreach n,$(call seq,1,20),$(file >>$(TMPFILE),line $(n)))
$(call expect,file,$(words $(file <$(TMPFILE))),$(call plus,$(call plus,2,$(words $(PRIMES))),40))

define target_template
gen-$(1): ; @: $$@ has $(2) primes below $(1)
GENERATED += gen-$(1)
endef
$(foreach n,20 40 60 80 100,$(eval $(call target_template,$(n),$(words $(call primes,$(n))))))
$(call expect,eval,$(GENERATED),gen-20 gen-40 gen-60 gen-80 gen-100)

.PHONY: all $(GENERATED)
all: $(GENERATED)
	$(if $(strip $(fails)),$(error $(words $(fails)) failed checks: $(fails)))
	@echo "funcs: $(words $(checks)) checks passed ($(words $(PRIMES)) primes below $(LIMIT))"
