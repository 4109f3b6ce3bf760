/* errors.c: one broken program per "test_..." block; the tcc workload compiles the file
   once per block with that block's macro defined (-Dtest_...), for tcc's diagnostics
   (errors, and warnings for the blocks that only warn). The file compiles cleanly, and
   runs, with no test macro defined. Written for the freqpath corpus. */
#include <stdio.h>

#if defined test_missing_semicolon
int f(void) { int x = 1 return x; }
#elif defined test_undeclared
int f(void) { return not_declared + 1; }
#elif defined test_bad_call_args
static int two(int a, int b) { return a + b; }
int f(void) { return two(1); }
#elif defined test_too_many_args
static int one(int a) { return a; }
int f(void) { return one(1, 2, 3); }
#elif defined test_struct_no_member
struct s { int a; };
int f(struct s *p) { return p->b; }
#elif defined test_incomplete_type
struct never;
int f(void) { struct never x; return sizeof x; }
#elif defined test_redefinition
int f(void) { return 1; }
int f(void) { return 2; }
#elif defined test_conflicting_types
int f(int);
long f(int x) { return x; }
#elif defined test_assign_to_const
int f(void) { const int c = 1; c = 2; return c; }
#elif defined test_lvalue_required
int f(void) { int a = 1; (a + 1) = 3; return a; }
#elif defined test_pointer_from_int
int f(void) { struct { int v; } s; int *p = s; return *p; }
#elif defined test_deref_non_pointer
int f(void) { int a = 0; return *a; }
#elif defined test_call_non_function
int f(void) { int a = 0; return a(1); }
#elif defined test_break_outside_loop
int f(void) { break; return 0; }
#elif defined test_case_outside_switch
int f(int x) { case 1: return x; }
#elif defined test_duplicate_case
int f(int x) { switch (x) { case 1: return 1; case 1: return 2; } return 0; }
#elif defined test_goto_undefined_label
int f(void) { goto nowhere; return 0; }
#elif defined test_array_negative_size
int f(void) { char a[-1]; return sizeof a; }
#elif defined test_bitfield_too_wide
struct bf { int x : 40; };
#elif defined test_void_value
void g(void) {}
int f(void) { int x = g(); return x; }
#elif defined test_return_value_in_void
void f(void) { return 3; }
#elif defined test_bad_preprocessor
#if 1 +
#endif
#elif defined test_error_directive
#error deliberately stopped here
#elif defined test_include_missing
#include "no-such-header-anywhere.h"
#elif defined test_macro_args
#define M(a, b) a + b
int f(void) { return M(1); }
#elif defined test_static_assert
_Static_assert(sizeof(char) == 2, "char is not two bytes");
#elif defined test_generic_no_match
int f(void) { return _Generic(1.0, int: 1, long: 2); }
#elif defined test_invalid_operands
struct p { int x; };
int f(struct p a, struct p b) { return a * b; }
#elif defined test_sizeof_function
int f(void) { return sizeof(f); }
#elif defined test_bad_initializer
int f(void) { int a[2] = { 1, 2, 3 }; return a[0]; }
#elif defined test_designator_bad_field
struct q { int a; };
struct q g = { .zz = 1 };
#elif defined test_asm_bad_operand
int f(void) { int x; __asm__("movl %0, %%eax" : "=z"(x)); return x; }
#elif defined test_asm_unknown_opcode
void f(void) { __asm__("frobnicate %eax"); }
#elif defined test_warnings_as_errors
#pragma comment(option, "-Werror")
int f(void) { char *p = (char *)1; int i = p; return i; }
#elif defined test_implicit_decl
int f(void) { return implicitly_declared(3); }
#elif defined test_vla_at_file_scope
int n = 4;
int arr[n];
#elif defined test_label_redefined
int f(void) { a: ; a: ; return 0; }
#elif defined test_void_param_named
int f(void x) { return 0; }
#elif defined test_nested_function
int f(void) { int g(void) { return 1; } return g(); }
#elif defined test_int_overflow_shift
int f(void) { return 1 << 40; }
#else
int f(void) { return 0; }
#endif

int main(void)
{
    printf("errors.c compiled without a test macro: %d\n", f());
    return 0;
}
