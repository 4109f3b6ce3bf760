# An interpreter for a small scripting language (see *.calc): a regex tokenizer, a recursive-
# descent parser building a syntax tree in arrays of arrays, and a tree walker with scopes,
# user functions, recursion and built-ins called indirectly (@name()).
BEGIN { RS = "^$" }   # slurp the whole file

function tokenize(src,    n, m) {
    n = 0
    while (src != "") {
        if (match(src, /^([ \t\n]+|#[^\n]*)/)) {
            src = substr(src, RLENGTH + 1)
            continue
        }
        if (match(src, /^[0-9]+(\.[0-9]+)?/))
            T[++n] = "n"
        else if (match(src, /^"([^"\\]|\\.)*"/))
            T[++n] = "s"
        else if (match(src, /^[A-Za-z_][A-Za-z_0-9]*/))
            T[++n] = "id"
        else if (match(src, /^(==|!=|<=|>=|&&|\|\||\.\.|[-+*\/%^<>=!(){},;])/))
            T[++n] = "op"
        else {
            printf "bad character %s\n", substr(src, 1, 1) > "/dev/stderr"
            exit 1
        }
        V[n] = substr(src, 1, RLENGTH)
        if (T[n] == "id" && V[n] ~ /^(fn|let|if|else|while|return|print|and|or|not)$/)
            T[n] = "kw"
        src = substr(src, RLENGTH + 1)
    }
    T[++n] = "eof"
    V[n] = "<eof>"
    return n
}

function peek(v) { return V[pos] == v && T[pos] != "s" }
function expect(v) {
    if (!peek(v)) {
        printf "parse error at token %d: expected %s, got %s\n", pos, v, V[pos] > "/dev/stderr"
        exit 2
    }
    pos++
}
function node(kind, a, b, c,    id) {
    id = ++nodes
    N[id]["k"] = kind
    N[id]["a"] = a
    N[id]["b"] = b
    N[id]["c"] = c
    return id
}

function block(    id, n) {
    expect("{")
    id = node("block")
    n = 0
    while (!peek("}"))
        N[id]["s"][++n] = statement()
    expect("}")
    N[id]["n"] = n
    return id
}

function statement(    name, id, n, e) {
    if (peek("fn")) {
        pos++
        name = V[pos++]
        expect("(")
        n = 0
        while (!peek(")")) {
            F[name]["p"][++n] = V[pos++]
            if (peek(","))
                pos++
        }
        expect(")")
        F[name]["n"] = n
        F[name]["body"] = block()
        return node("nop")
    }
    if (peek("let")) {
        pos++
        name = V[pos++]
        expect("=")
        return node("let", name, expr())
    }
    if (peek("if")) {
        pos++
        e = expr()
        id = node("if", e, block())
        if (peek("else")) {
            pos++
            N[id]["c"] = peek("if") ? statement() : block()
        }
        return id
    }
    if (peek("while")) {
        pos++
        e = expr()
        return node("while", e, block())
    }
    if (peek("return")) {
        pos++
        return node("return", peek("}") ? 0 : expr())
    }
    if (peek("print")) {
        pos++
        id = node("print")
        n = 0
        do {
            if (n)
                pos++
            N[id]["s"][++n] = expr()
        } while (peek(","))
        N[id]["n"] = n
        return id
    }
    if (T[pos] == "id" && V[pos + 1] == "=") {
        name = V[pos]
        pos += 2
        return node("set", name, expr())
    }
    return node("expr", expr())
}

# Precedence climbing over the binary operators.
function expr() { return binary(1) }
function binary(level,    left, op) {
    if (level > 6)
        return unary()
    left = binary(level + 1)
    while (T[pos] != "s" && (V[pos] in PRIO) && PRIO[V[pos]] == level) {
        op = V[pos++]
        left = node("bin", op, left, binary(level + 1))
    }
    return left
}
function unary() {
    if (peek("-")) { pos++; return node("neg", unary()) }
    if (peek("not") || peek("!")) { pos++; return node("not", unary()) }
    return power()
}
function power(    base) {
    base = primary()
    if (peek("^")) {
        pos++
        return node("bin", "^", base, unary())
    }
    return base
}
function primary(    id, name, n, s) {
    if (T[pos] == "n")
        return node("num", V[pos++] + 0)
    if (T[pos] == "s") {
        s = substr(V[pos++], 2)
        s = substr(s, 1, length(s) - 1)
        gsub(/\\n/, "\n", s)
        gsub(/\\t/, "\t", s)
        gsub(/\\"/, "\"", s)
        return node("str", s)
    }
    if (peek("(")) {
        pos++
        id = expr()
        expect(")")
        return id
    }
    name = V[pos++]
    if (!peek("("))
        return node("var", name)
    pos++
    id = node("call", name)
    n = 0
    while (!peek(")")) {
        N[id]["s"][++n] = expr()
        if (peek(","))
            pos++
    }
    expect(")")
    N[id]["n"] = n
    return id
}

# Evaluation. Scopes: S[depth][name]; lookups fall back to the globals at depth 0.
function lookup(name) {
    if (name in S[depth])
        return S[depth][name]
    if (name in S[0])
        return S[0][name]
    printf "undefined variable %s\n", name > "/dev/stderr"
    return ""
}
function assign(name, v) {
    if (name in S[depth])
        S[depth][name] = v
    else if (name in S[0])
        S[0][name] = v
    else
        S[depth][name] = v
}

function exec(id,    k, i, n, out) {
    k = N[id]["k"]
    switch (k) {
    case "block":
        n = N[id]["n"]
        for (i = 1; i <= n && !returning; i++)
            exec(N[id]["s"][i])
        break
    case "let":
        S[depth][N[id]["a"]] = eval(N[id]["b"])
        break
    case "set":
        assign(N[id]["a"], eval(N[id]["b"]))
        break
    case "if":
        if (truth(eval(N[id]["a"])))
            exec(N[id]["b"])
        else if (N[id]["c"])
            exec(N[id]["c"])
        break
    case "while":
        while (!returning && truth(eval(N[id]["a"])))
            exec(N[id]["b"])
        break
    case "return":
        retval = N[id]["a"] ? eval(N[id]["a"]) : ""
        returning = 1
        break
    case "print":
        out = ""
        for (i = 1; i <= N[id]["n"]; i++)
            out = out (i > 1 ? " " : "") eval(N[id]["s"][i])
        print out
        break
    case "expr":
        eval(N[id]["a"])
        break
    }
}

function truth(v) { return v != 0 && v != "" }

function eval(id,    k, op, x, y, i, n, name, args, fn, r) {
    k = N[id]["k"]
    steps++
    switch (k) {
    case "num":
    case "str":
        return N[id]["a"]
    case "var":
        return lookup(N[id]["a"])
    case "neg":
        return -eval(N[id]["a"])
    case "not":
        return !truth(eval(N[id]["a"]))
    case "bin":
        op = N[id]["a"]
        if (op == "and" || op == "&&")
            return truth(eval(N[id]["b"])) ? truth(eval(N[id]["c"])) : 0
        if (op == "or" || op == "||")
            return truth(eval(N[id]["b"])) ? 1 : truth(eval(N[id]["c"]))
        x = eval(N[id]["b"])
        y = eval(N[id]["c"])
        switch (op) {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "/":
            if (y == 0) {
                errors++
                return 0
            }
            return x / y
        case "%": return y == 0 ? 0 : x % y
        case "^": return x ^ y
        case "..": return x "" y
        case "==": return x == y
        case "!=": return x != y
        case "<": return x < y
        case "<=": return x <= y
        case ">": return x > y
        case ">=": return x >= y
        }
        return ""
    case "call":
        name = N[id]["a"]
        n = N[id]["n"]
        for (i = 1; i <= n; i++)
            args[i] = eval(N[id]["s"][i])
        if (name in BUILTIN) {
            fn = BUILTIN[name]
            return @fn(args, n)
        }
        if (!(name in F)) {
            printf "no function %s\n", name > "/dev/stderr"
            return ""
        }
        if (++depth > maxdepth)
            maxdepth = depth
        delete S[depth]
        S[depth][""]
        for (i = 1; i <= F[name]["n"]; i++)
            S[depth][F[name]["p"][i]] = args[i]
        returning = 0
        retval = ""
        exec(F[name]["body"])
        returning = 0
        r = retval
        delete S[depth]
        depth--
        return r
    }
}

# Built-ins, called indirectly through BUILTIN[].
function b_len(a, n) { return length(a[1]) }
function b_sub(a, n) { return n > 2 ? substr(a[1], a[2], a[3]) : substr(a[1], a[2]) }
function b_sqrt(a, n) { return sqrt(a[1]) }
function b_int(a, n) { return int(a[1]) }
function b_upper(a, n) { return toupper(a[1]) }
function b_fmt(a, n) { return sprintf(a[1], a[2], a[3]) }
function b_find(a, n) { return index(a[1], a[2]) }
function b_rand(a, n) { return int(rand() * a[1]) }
function b_bits(a, n) {
    if (a[1] == "and") return and(a[2], a[3])
    if (a[1] == "xor") return xor(a[2], a[3])
    if (a[1] == "or") return or(a[2], a[3])
    if (a[1] == "shl") return lshift(a[2], a[3])
    return rshift(a[2], a[3])
}

BEGIN {
    split("or || and && == != < <= > >= .. + - * / %", ops, " ")
    split("1 1 2 2 3 3 4 4 4 4 5 5 5 6 6 6", lv, " ")
    for (i in ops)
        PRIO[ops[i]] = lv[i]
    split("len sub sqrt int upper fmt find rand bits", names, " ")
    for (i in names)
        BUILTIN[names[i]] = "b_" names[i]
    srand(seed == "" ? 1 : seed)
}

{
    delete T; delete V; delete N; delete F; delete S
    nodes = 0
    ntok = tokenize($0)
    pos = 1
    depth = 0
    S[0][""]
    n = 0
    while (T[pos] != "eof")
        prog[++n] = statement()
    for (i = 1; i <= n; i++)
        exec(prog[i])
    printf "%s: %d tokens, %d nodes, %d evaluations, max depth %d, %d errors\n",
        FILENAME, ntok, nodes, steps, maxdepth, errors > "/dev/stderr"
}
