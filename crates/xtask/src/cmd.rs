//! Running child processes: plainly, or streaming their output while keeping a copy.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread;

use anyhow::{Context, bail};

/// The PATH children run with: the project's npm tools and cargo's bin folder first.
pub(crate) fn tool_path() -> std::ffi::OsString {
    let mut dirs = vec![PathBuf::from(".tools/node_modules/.bin")];
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        dirs.push(PathBuf::from(home).join("bin"));
    } else if let Some(home) = std::env::var_os("HOME") {
        dirs.push(PathBuf::from(home).join(".cargo/bin"));
    }
    let current = std::env::var_os("PATH").unwrap_or_default();
    dirs.extend(std::env::split_paths(&current));
    std::env::join_paths(dirs).unwrap_or(current)
}

/// A command with the tool PATH set.
pub(crate) fn new(program: &str) -> Command {
    let mut c = Command::new(program);
    c.env("PATH", tool_path());
    c
}

/// Runs a command, inheriting stdio, and fails with `what` if it fails.
pub(crate) fn run(cmd: &mut Command, what: &str) -> anyhow::Result<()> {
    let status = cmd.status().with_context(|| format!("{what}: could not start {cmd:?}"))?;
    if !status.success() {
        bail!("{what} failed ({status})");
    }
    Ok(())
}

/// Runs a command, echoing its stdout and stderr line by line, and returns every line and
/// whether it succeeded.
pub(crate) fn run_captured(cmd: &mut Command) -> anyhow::Result<(bool, Vec<String>)> {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("could not start {cmd:?}"))?;
    let stdout = child.stdout.take();
    let stderr = child.stderr.take();
    let err_thread = thread::spawn(move || {
        let mut lines = Vec::new();
        if let Some(err) = stderr {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                eprintln!("{line}");
                lines.push(line);
            }
        }
        lines
    });
    let mut lines = Vec::new();
    if let Some(out) = stdout {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            println!("{line}");
            lines.push(line);
        }
    }
    lines.extend(err_thread.join().unwrap_or_default());
    let status = child.wait()?;
    Ok((status.success(), lines))
}

/// The first line a program prints for `--version`, or `None` when it cannot run.
pub(crate) fn version_of(program: &str) -> Option<String> {
    let out = new(program).arg("--version").output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().next().map(|l| l.trim().to_owned())
}
