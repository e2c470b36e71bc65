//! The words of the command-line tool's `--help`: what each command does, what each flag and
//! argument takes, and the words clap would otherwise write itself (the usage line, the
//! sections' headings, a flag's default and possible values, `--help` and `--version`). The
//! texts are the messages of `locales/{en,zh}/help.ftl`.
//!
//! A command's or an argument's message id is derived from where it sits in the command tree,
//! so the CLI finds it with [`HelpMsg::from_id`]: `catalog` for a command's summary,
//! `catalog--min-vram` for its flag `--min-vram`, `spot--size` for a positional argument,
//! `gpuplan` and `gpuplan--lang` for the top command; `analyze-break-even` for a subcommand's
//! subcommand. The CLI's tests fail on a command or argument shown without its message and on a
//! message no command uses.

include!(concat!(env!("OUT_DIR"), "/help.rs"));
