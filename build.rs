//! Build script: find LLVM 16 and link libLLVM-16 so `cargo test` can parse and run IR.

use std::path::PathBuf;
use std::process::Command;

/// Candidate `llvm-config` programs, most specific first. `LLVM_CONFIG` overrides them all.
fn candidates() -> Vec<PathBuf> {
    if let Some(path) = std::env::var_os("LLVM_CONFIG") {
        return vec![PathBuf::from(path)];
    }
    let mut list = vec![
        PathBuf::from("llvm-config-16"),
        PathBuf::from("/usr/lib/llvm-16/bin/llvm-config"),
    ];
    if let Some(prefix) = std::env::var_os("LLVM_SYS_160_PREFIX") {
        list.push(PathBuf::from(prefix).join("bin/llvm-config"));
    }
    list
}

fn query(llvm_config: &PathBuf, flag: &str) -> Option<String> {
    let out = Command::new(llvm_config).arg(flag).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/ir/shim.cc");
    println!("cargo:rerun-if-changed=src/ir/edit_log.cc");

    let found = candidates().into_iter().find_map(|cfg| {
        let version = query(&cfg, "--version")?;
        version.starts_with("16.").then_some((cfg, version))
    });
    let Some((llvm_config, version)) = found else {
        // One line, so it stands out in cargo's output.
        panic!(
            "freqpath needs LLVM 16: no llvm-config reporting 16.x found (tried $LLVM_CONFIG, \
             llvm-config-16, /usr/lib/llvm-16/bin/llvm-config); run scripts/setup.sh or \
             `apt-get install llvm-16-dev`, or set LLVM_CONFIG"
        );
    };
    let libdir = query(&llvm_config, "--libdir").expect("llvm-config --libdir failed");
    compile_shim(&llvm_config);
    println!("cargo:rustc-link-search=native={libdir}");
    println!("cargo:rustc-link-lib=dylib=LLVM-16");
    // Tests and the in-process tools load libLLVM-16 from its own directory.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{libdir}");
    println!("cargo:rustc-env=FREQPATH_LLVM_VERSION={version}");
    println!(
        "cargo:rustc-env=FREQPATH_LLVM_BINDIR={}",
        query(&llvm_config, "--bindir").unwrap_or_default()
    );
}

/// Compiles the C++ shim (`src/ir/shim.cc`) against LLVM 16's headers, with LLVM's own
/// C++ flags (C++17, no exceptions, and no RTTI when LLVM was built without it).
fn compile_shim(llvm_config: &PathBuf) {
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .file("src/ir/shim.cc")
        .file("src/ir/edit_log.cc")
        .warnings(false);
    for flag in query(llvm_config, "--cxxflags")
        .unwrap_or_default()
        .split_whitespace()
    {
        build.flag(flag);
    }
    if query(llvm_config, "--has-rtti").as_deref() == Some("NO") {
        build.flag("-fno-rtti");
    }
    build.compile("freqpath_shim");
}
