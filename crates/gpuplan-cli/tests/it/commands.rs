//! Each command's behaviour as a Unix tool and as a planner: a closed pipe, the workload from
//! flags, one set of training defaults, fractional GPUs, every price model of a size, and the
//! analyses against the core's calculators.

use std::io::Read;
use std::process::{Command, Stdio};

/// Runs `args` with stdout a pipe whose reading end is closed before the command writes (the
/// command loads its data first, so every write it makes finds the pipe closed), as
/// `gpuplan … | head -0` would; returns the exit code and stderr.
fn with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    (child.wait().unwrap().code(), err)
}

#[test]
fn a_closed_pipe_ends_every_command_quietly_with_the_sigpipe_status() {
    let estimate = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/estimate.json");
    for args in [
        &["catalog", "--all"][..],
        &["catalog", "--all", "--json"],
        &["price", "Standard_ND96isr_H100_v5", "--region", "eastus"],
        &["estimate", estimate],
        &["recommend", "--params", "7B", "--tokens", "1T", "--region", "eastus"],
        &["size", "--params", "7B", "--tokens", "1T"],
        &["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope"],
        &["calc", "spot"],
        &["calc", "spot", "--fields"],
        &["calc", "spot", "--json"],
    ] {
        let (code, err) = with_closed_stdout(args);
        // 141 = 128 + SIGPIPE (13): the status a shell reports for `cat big | head -1`'s cat.
        assert_eq!(code, Some(141), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?} wrote to stderr: {err}");
    }
}
