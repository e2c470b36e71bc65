//! wasm-opt with a cache of its outputs, for the builds that optimise the same module again.
//!
//! `cargo xtask test` builds the site four times (the root, a base path, the next deploy and the
//! crash test), each with four bundles. Cargo links each bundle once, so most of those builds
//! hand trunk a module it has optimised before, and wasm-opt (about 10 s for the largest bundle
//! on two cores) is what is left of them. trunk runs `wasm-opt` from the PATH; each build puts a
//! small script first on it ([`shim`]) that runs this binary's hidden `wasm-opt` command
//! ([`run`]). That command answers from the cache when the module's bytes, the flags and the
//! binaryen release are the same as a run before, and otherwise runs the real wasm-opt and keeps
//! its output. wasm-opt is deterministic, so a kept output is the bytes it would write again.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, bail};
use sha2::{Digest as _, Sha256};

/// Where the outputs are kept, by key, and where the script lives, relative to the workspace.
const CACHE: &str = "target/wasm-opt-cache";
/// How many outputs are kept: the newest, by when they were last used. A build keeps four.
const KEEP: usize = 24;
/// The variable that tells the hidden command where the real wasm-opt is.
const REAL: &str = "GPUPLAN_REAL_WASM_OPT";

/// One optimisation: the module read, the module written, and every other argument.
#[derive(Debug, PartialEq, Eq)]
struct Job {
    input: PathBuf,
    output: PathBuf,
    flags: Vec<OsString>,
}

impl Job {
    /// The job in wasm-opt's arguments, when they name exactly one input (an existing `.wasm`
    /// file) and one output (`--output=F`, `--output F` or `-o F`); `None` for anything else,
    /// such as `--version`, which then runs uncached.
    fn parse(args: &[OsString]) -> Option<Job> {
        let (mut inputs, mut outputs, mut flags) = (Vec::new(), Vec::new(), Vec::new());
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let text = arg.to_string_lossy();
            if let Some(out) = text.strip_prefix("--output=") {
                outputs.push(PathBuf::from(out));
            } else if text == "--output" || text == "-o" {
                outputs.push(PathBuf::from(args.next()?));
            } else if !text.starts_with('-') && text.ends_with(".wasm") {
                inputs.push(PathBuf::from(arg));
            } else {
                flags.push(arg.clone());
            }
        }
        match (inputs.as_slice(), outputs.as_slice()) {
            ([input], [output]) if input.is_file() => {
                Some(Job { input: input.clone(), output: output.clone(), flags })
            }
            _ => None,
        }
    }

    /// The cache key: the binaryen release, the flags in order and the module's bytes; not the
    /// paths, which change from build to build.
    fn key(&self, module: &[u8]) -> String {
        let mut hasher = Sha256::new();
        hasher.update(crate::tools::BINARYEN_VERSION.as_bytes());
        for flag in &self.flags {
            hasher.update([0]);
            hasher.update(flag.as_encoded_bytes());
        }
        hasher.update([1]);
        hasher.update(module);
        hasher.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// Writes the script that trunk finds as `wasm-opt` and returns the PATH for trunk: the script's
/// folder, then the usual tool PATH ([`crate::cmd::tool_path`]).
pub(crate) fn shim() -> anyhow::Result<OsString> {
    let real = Path::new(".tools/node_modules/.bin/wasm-opt")
        .canonicalize()
        .context("wasm-opt is not installed in .tools; run `cargo xtask setup`")?;
    let me = std::env::current_exe()?;
    let bin = Path::new(CACHE).join("bin");
    std::fs::create_dir_all(&bin)?;
    let script = bin.join("wasm-opt");
    let text = format!(
        "#!/bin/sh\n# Written by cargo xtask: wasm-opt through its output cache.\n\
         {REAL}={} exec {} wasm-opt \"$@\"\n",
        quote(&real),
        quote(&me)
    );
    if std::fs::read_to_string(&script).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&script, text)?;
    }
    set_executable(&script)?;
    let mut dirs = vec![bin.canonicalize()?];
    dirs.extend(std::env::split_paths(&crate::cmd::tool_path()));
    Ok(std::env::join_paths(dirs)?)
}

/// A path quoted for `sh`.
fn quote(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', r"'\''"))
}

#[cfg(unix)]
fn set_executable(path: &Path) -> anyhow::Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    Ok(())
}

#[cfg(not(unix))]
fn set_executable(_: &Path) -> anyhow::Result<()> {
    Ok(())
}

/// The hidden command: wasm-opt with `args`, from the cache when it can.
pub(crate) fn run(args: &[OsString]) -> anyhow::Result<ExitCode> {
    let real = std::env::var_os(REAL)
        .with_context(|| format!("{REAL} is not set: run wasm-opt through its script"))?;
    run_with(Path::new(&real), &crate::project_root().join(CACHE), args)
}

fn run_with(real: &Path, cache: &Path, args: &[OsString]) -> anyhow::Result<ExitCode> {
    let Some(job) = Job::parse(args) else { return pass(real, args) };
    let module = std::fs::read(&job.input).with_context(|| job.input.display().to_string())?;
    let kept = cache.join(format!("{}.wasm", job.key(&module)));
    if kept.is_file() {
        std::fs::copy(&kept, &job.output).with_context(|| job.output.display().to_string())?;
        // Marks it used, so that pruning keeps it.
        std::fs::File::options()
            .append(true)
            .open(&kept)?
            .set_modified(std::time::SystemTime::now())?;
        eprintln!(
            "wasm-opt: {} is a module optimised before with the same flags; its output reused",
            job.input.display()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let code = pass(real, args)?;
    if code == ExitCode::SUCCESS && job.output.is_file() {
        std::fs::create_dir_all(cache)?;
        let partial = cache.join(format!("{}.partial", std::process::id()));
        std::fs::copy(&job.output, &partial)?;
        std::fs::rename(&partial, &kept)?;
        prune(cache)?;
    }
    Ok(code)
}

/// Runs the real wasm-opt with `args` and gives its exit status.
fn pass(real: &Path, args: &[OsString]) -> anyhow::Result<ExitCode> {
    let status = std::process::Command::new(real)
        .args(args)
        .status()
        .with_context(|| format!("could not start {}", real.display()))?;
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(u8::try_from(c).unwrap_or(1)),
        None => bail!("{} was stopped by a signal ({status})", real.display()),
    })
}

/// Keeps the [`KEEP`] outputs used last and deletes the rest.
fn prune(cache: &Path) -> anyhow::Result<()> {
    let mut kept: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(cache)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension() == Some(OsStr::new("wasm")))
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .collect();
    kept.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
    for (_, old) in kept.into_iter().skip(KEEP) {
        std::fs::remove_file(old)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    /// A scratch folder under the target directory, empty.
    fn scratch(name: &str) -> PathBuf {
        let dir = crate::project_root().join("target/tmp/optcache").join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        dir
    }

    #[test]
    fn trunks_arguments_are_one_job_and_anything_else_is_not() {
        let dir = scratch("parse");
        let input = dir.join("in_bg.wasm");
        std::fs::write(&input, b"\0asm").unwrap_or_else(|e| panic!("{e}"));
        let input_arg = input.to_string_lossy().into_owned();
        // As trunk 0.21 calls it.
        let job =
            Job::parse(&os(&["--output=/x/out.wasm", "-Oz", &input_arg, "--low-memory-unused"]));
        assert_eq!(
            job,
            Some(Job {
                input: input.clone(),
                output: PathBuf::from("/x/out.wasm"),
                flags: os(&["-Oz", "--low-memory-unused"]),
            })
        );
        let short = Job::parse(&os(&["-o", "/x/out.wasm", &input_arg, "-Oz"]));
        assert_eq!(short.map(|j| j.output), Some(PathBuf::from("/x/out.wasm")));
        assert_eq!(Job::parse(&os(&["--version"])), None);
        assert_eq!(Job::parse(&os(&["-Oz", &input_arg])), None, "no output");
        assert_eq!(Job::parse(&os(&["-o", "/x/o.wasm", "/no/such/in.wasm"])), None, "no input");
        assert_eq!(
            Job::parse(&os(&["-o", "/x/o.wasm", &input_arg, &input_arg])),
            None,
            "two inputs"
        );
        assert_eq!(Job::parse(&os(&[&input_arg, "-o"])), None, "-o without its file");
    }

    #[test]
    fn the_key_follows_the_bytes_and_the_flags_but_not_the_paths() {
        let dir = scratch("key");
        let (a, b) = (dir.join("a.wasm"), dir.join("b.wasm"));
        for f in [&a, &b] {
            std::fs::write(f, b"\0asm").unwrap_or_else(|e| panic!("{e}"));
        }
        let job = |input: &Path, out: &str, flag: &str| {
            Job::parse(&os(&[&format!("--output={out}"), flag, &input.to_string_lossy()]))
                .unwrap_or_else(|| panic!("not a job"))
        };
        let first = job(&a, "/x/1.wasm", "-Oz").key(b"module");
        assert_eq!(first, job(&b, "/y/2.wasm", "-Oz").key(b"module"));
        assert_ne!(first, job(&a, "/x/1.wasm", "-Oz").key(b"module!"));
        assert_ne!(first, job(&a, "/x/1.wasm", "-O3").key(b"module"));
    }

    /// A stand-in for wasm-opt that counts its runs and writes its flags and input as output.
    #[cfg(unix)]
    fn fake_wasm_opt(dir: &Path) -> PathBuf {
        let tool = dir.join("fake-wasm-opt");
        let runs = dir.join("runs");
        std::fs::write(
            &tool,
            format!(
                "#!/bin/sh\necho run >> '{}'\n[ \"$1\" = --version ] && exit 0\nout=\"${{1#--output=}}\"\nprintf '%s|' \"$2\" > \"$out\"\ncat \"$3\" >> \"$out\"\n",
                runs.display()
            ),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        set_executable(&tool).unwrap_or_else(|e| panic!("{e}"));
        tool
    }

    #[cfg(unix)]
    #[test]
    fn the_same_module_and_flags_are_optimised_once_and_the_output_is_the_same() {
        let dir = scratch("run");
        let tool = fake_wasm_opt(&dir);
        let cache = dir.join("cache");
        let runs = || std::fs::read_to_string(dir.join("runs")).unwrap_or_default().lines().count();
        let optimise = |module: &[u8], flag: &str, out: &str| {
            let input = dir.join(format!("in-{out}.wasm"));
            std::fs::write(&input, module).unwrap_or_else(|e| panic!("{e}"));
            let output = dir.join(out);
            let args =
                os(&[&format!("--output={}", output.display()), flag, &input.to_string_lossy()]);
            let code = run_with(&tool, &cache, &args).unwrap_or_else(|e| panic!("{e:#}"));
            assert_eq!(code, ExitCode::SUCCESS);
            std::fs::read(output).unwrap_or_else(|e| panic!("{e}"))
        };
        assert_eq!(optimise(b"one", "-Oz", "a.wasm"), b"-Oz|one");
        assert_eq!(runs(), 1);
        // The same bytes under another name, into another file: from the cache.
        assert_eq!(optimise(b"one", "-Oz", "b.wasm"), b"-Oz|one");
        assert_eq!(runs(), 1);
        // Other bytes, or other flags: wasm-opt runs.
        assert_eq!(optimise(b"two", "-Oz", "c.wasm"), b"-Oz|two");
        assert_eq!(optimise(b"one", "-O3", "d.wasm"), b"-O3|one");
        assert_eq!(runs(), 3);
        // Anything that is not one module in and one out goes to wasm-opt as it is.
        let code = run_with(&tool, &cache, &os(&["--version"])).unwrap_or_else(|e| panic!("{e:#}"));
        assert_eq!(code, ExitCode::SUCCESS);
        assert_eq!(runs(), 4);
    }

    #[test]
    fn a_failing_wasm_opt_fails_and_keeps_nothing() {
        let dir = scratch("fail");
        let input = dir.join("in.wasm");
        std::fs::write(&input, b"module").unwrap_or_else(|e| panic!("{e}"));
        let cache = dir.join("cache");
        let args = os(&["--output=/nowhere/out.wasm", "-Oz", &input.to_string_lossy()]);
        let code = run_with(Path::new("false"), &cache, &args).unwrap_or_else(|e| panic!("{e:#}"));
        assert_ne!(code, ExitCode::SUCCESS);
        assert!(!cache.exists());
    }
}
