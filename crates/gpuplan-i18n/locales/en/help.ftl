### The command-line tool's `--help`: what each command does and what each of its arguments
### takes, and the words clap would otherwise write itself. A command's message id is its path
### under `gpuplan` (`catalog`, `analyze-break-even`; the top command's is `gpuplan`); an
### argument's is its command's id, `--` and the flag's long name (`catalog--min-vram`) or the
### positional argument's name (`spot--size`); a possible value's help adds `--` and the value
### (`recommend--task--training`). Flags, values in backquotes and examples (4k, 10min,
### YYYY-MM-DD) are typed as they are: keep them. Each text is one line of the help, with no
### full stop at its end.

## Clap's own words.

# The line under a command's summary; $usage is the command line clap writes (`gpuplan catalog
# [OPTIONS]`).
help-usage-line = Usage: { $usage }

# The heading over a command's subcommands.
help-commands = Commands:

# The heading over a command's positional arguments.
help-arguments = Arguments:

# The heading over a command's flags.
help-options = Options:

# After a flag's help: the value it takes when not given; $value is the value as typed.
help-default = [default: { $value }]

# After a flag's help: the values it accepts, as typed; $values lists them, comma-separated.
help-possible-values-line = [possible values: { $values }]

# A flag's help and what follows it on the same line (its default, its possible values): $text,
# then $more.
help-joined = { $text } { $more }

# In the long help (`--help`), the heading over a flag's values, each with what it means.
help-possible-values = Possible values:

# In the long help, under "Possible values:", one value ($value, as typed) and what it means
# ($help, after the spaces that align it with the other values' meanings).
help-value-line = - { $value }: { $help }

# The help of `-h, --help`.
help-flag = Print help

# The help of `-h`, when `--help` says more than `-h`.
help-flag-more = Print help (see more with '--help')

# The help of `--help`, when `-h` says less.
help-flag-summary = Print help (see a summary with '-h')

# The help of `-V, --version`.
version-flag = Print version

# The `help` subcommand of every command that has subcommands.
help-command = Print this message or the help of the given subcommand(s)

## `gpuplan` itself, and `--lang`, which every command takes.

gpuplan = Plan GPU work on Azure: catalog, prices, sizing, cost analyses and guide checks
gpuplan--lang = The language of the text output and the errors: en or zh (zh-CN). JSON is the same in both

## `gpuplan catalog`.

catalog = List Azure GPU VM sizes, as a table or JSON
catalog--gpu = A GPU key (h100-sxm) or part of its name (H100)
catalog--min-vram = At least this much GPU memory per VM, in GB
catalog--region = Only sizes priced in this region; adds its Linux pay-as-you-go price
catalog--status = Only sizes in this stage: available, capacity-limited, preview, retiring or retired
catalog--all = Include retired sizes
catalog--today = Judge lifecycle stages on this date (YYYY-MM-DD) instead of today
catalog--json = Print JSON instead of a table

## `gpuplan price`.

price = The price of a size in a region from the snapshot, or "not in snapshot" with its date; without `--model`, every pricing model the snapshot has for it
price--size = The ARM size name, such as Standard_ND96isr_H100_v5
price--region = The region, such as westeurope
price--os = linux or windows
price--model = payg, spot, low-priority, savings-plan-1y, savings-plan-3y, reservation-1y, reservation-3y or devtest; without it, every model the snapshot prices for the size in the region, one row each
price--json = Print JSON instead of text

## `gpuplan estimate`.

estimate = Price an estimate (JSON from a file or stdin): every line and the totals
estimate--path = The estimate's JSON file, or `-` for stdin (docs/estimate.md describes the format)
estimate--json = Print the result as JSON instead of a table
estimate--today = Judge whether a size is retired on this date (YYYY-MM-DD) instead of today

## `gpuplan recommend` and `gpuplan size`, which take the same flags (the `recommend--…` messages).

recommend = Rank Azure sizes for a workload (a JSON file or flags) through the four-step decision tree; states the job it assumed
recommend--path = A workload JSON file, or `-` for stdin (docs/sizing.md). Or use the flags below
recommend--task = The task [default: training]
recommend--task--training = Pretraining or full training
recommend--task--fine-tuning = Fine-tuning: full, LoRA or QLoRA
recommend--task--inference = Serving a model
recommend--task--cv-training = Computer-vision training
recommend--params = Parameters, with units: 70B (training, fine-tuning, inference)
recommend--tokens = Tokens to train on, with units: 2T (training, fine-tuning)
recommend--sharding = Sharding of training state [default: zero3]
recommend--checkpointing = Full activation checkpointing [default: on]
recommend--precision = Number format: bf16, fp16 or fp8 for training; also int8, int4 for inference weights [default: bf16]
recommend--optimizer = Optimizer [default: adamw]
recommend--method = Full training, or LoRA / QLoRA adapters [default: full]
recommend--rank = Adapter rank, with --method lora or qlora [default: 16]
recommend--seq-len = Sequence length in tokens: 4k [default: 2048]
recommend--micro-batch = Sequences per GPU per step [default: 1]
recommend--mfu = Model FLOPs utilisation: 40% or 0.4 [default: the calibrated figure]
recommend--layers = The model's layers (with --hidden and --heads); derived from --params when absent
recommend--hidden = The model's hidden size (with --layers and --heads)
recommend--heads = The model's attention heads (with --layers and --hidden)
recommend--kv-heads = Key/value heads, fewer than the heads with grouped-query attention [default: the heads]
recommend--preset = An open model's published size and shape (models.toml): llama-3.1-8b, llama-3.1-70b, llama-3.1-405b, qwen2.5-72b, mixtral-8x7b, deepseek-v3 … The flags above override it
recommend--context = Context per request (inference), with units: 8k [default: 2048]
recommend--concurrent = Concurrent requests (inference) [default: 1]
recommend--tokens-per-s = Tokens per second wanted across all requests (inference); replicas are added to reach it
recommend--ms-per-token = The longest a decode step may take, ms (inference); GPUs are added to a replica
recommend--cv-model = A computer-vision preset (cv-training): resnet50 or vit-b-16
recommend--gmacs = Forward multiply-adds per image, billions (cv-training), instead of --cv-model
recommend--images = Images in the dataset (cv-training), with units: 1.28M
recommend--epochs = Passes over the dataset (cv-training)
recommend--region = Region; every region when absent
recommend--interruptible = The job survives interruptions (allows Spot)
recommend--days = Finish training within this many days (30 assumed when absent, and said so)
recommend--max-vms = The most VMs a job may span over InfiniBand (100 when absent)
recommend--confidential = The job needs confidential computing: only confidential sizes are ranked
recommend--multi-vm-replica = Inference: a replica may span VMs over InfiniBand (pipeline stages)
recommend--gpu = `size` only: the accelerators whose key (h100-sxm) or name (H100) matches
recommend--today = Judge lifecycle stages on this date (YYYY-MM-DD)
recommend--json = Print JSON
recommend--top = Rows to show
size = Memory, fewest GPUs and time for a training job on each accelerator, or GPUs, replicas and tokens/s for an inference service (`--task inference`); states the job it assumed

## `gpuplan spot`.

spot = Spot against pay-as-you-go with evictions, checkpoints and restarts; `--evictions FILE` takes the band from your own Resource Graph export
spot--size = The ARM size name, such as Standard_ND96isr_H100_v5
spot--region = The region, such as westeurope
spot--work = Work in GPU-hours without interruptions (4000, 4k)
spot--vms = VMs in the job; an eviction of any one stops it
spot--eviction-rate = Evictions per VM per hour (5%), used when no export gives a band
spot--checkpoint = Time to write a checkpoint (10min, 0.2h)
spot--restart = Time to restart after an eviction (15min)
spot--evictions = Your Resource Graph export of Spot eviction rates, JSON or CSV (docs/cost.md)
spot--date = The export's date (YYYY-MM-DD); the file's last-modified date when not given
spot--band-end = Plan with the band's upper end (conservative) or its lower end
spot--json = Print JSON instead of text

## `gpuplan check`.

check = Parse a Markdown chapter (a file, or `-` for stdin) and report its outline and diagnostics
check--path = The chapter's path, or `-`

## `gpuplan calc` and `gpuplan analyze`: their calculators are worded by `calc.ftl`.

calc = One of the web's calculators, from its defaults and `key=value` pairs: the same figures as its page, or `--json` with the whole result
analyze = A cost analysis with named flags or a JSON object of fields (`--json-file FILE|-`): the same core calculators and figure rows as the site's calculators and `gpuplan calc`
