### A piece of the CLI's own text.

## Every command.

# Before an error's message on stderr.
error = error

# An error reading the standard input.
reading-stdin = reading stdin

# The data built into the binary does not load.
catalog-invalid = the embedded catalog is invalid

# A list of clauses joined with a semicolon: notes and warnings under the estimate table.
# $first is the list so far, $next the item added to it.
semicolon-list = { $first }; { $next }

# A list of short items joined with a comma: a decision step's inputs. $first is the list so
# far, $next the item added to it.
comma-list = { $first }, { $next }

# A reader's text quoted in an error; $text is already escaped (quotes and control characters
# as Rust writes them).
quoted = "{ $text }"

# An error reading a file; $path is the file's path as given.
reading = reading { $path }

# The embedded data does not load; $problems is how many problems its validation found.
catalog-invalid-count = the embedded catalog is invalid: { $problems } problems

# Before a list of problems, one a line; $n is how many.
problems-count =
    { $n ->
        [one] { $n } problem:
       *[other] { $n } problems:
    }

# A label with nothing after it but a colon, over a list (the prices a result used); $label is
# the heading's text.
heading = { $label }:

## `gpuplan catalog` and `gpuplan price`.

# After a size that is not in the catalog: where to find the sizes.
try-catalog = try `gpuplan catalog`

# No snapshot at all.
no-snapshot = none

# The catalog table's column: the size's name.
col-size = size

# The catalog table's column: the GPU's name.
col-gpu = gpu

# The catalog table's column: GPUs in one VM.
col-gpus = gpus

# The catalog table's column: GPU memory of one VM, in GB.
col-vram = vram GB

# The catalog table's column: vCPUs of one VM.
col-vcpu = vcpu

# The catalog table's column: whether the size has InfiniBand.
col-infiniband = infiniband

# The catalog table's column: the size's lifecycle stage.
col-status = status

# The catalog table's price column: Linux pay-as-you-go in US dollars an hour. $region is the
# region (its code in English, its name in Chinese).
payg-column = linux payg USD/h ({ $region })

# The catalog's last line; $n is how many sizes it listed.
sizes-listed = { $n } sizes

# `--status` with a stage that does not exist; $quoted is the value given, quoted. The stages are
# the codes the option takes.
not-a-status = { $quoted } is not available, capacity-limited, preview, retiring or retired

# `--min-vram` with a value that is not a number of GB; $value is the value given.
not-gb = must be a number of GB, not { $value }

# `--os` with an OS that does not exist; $quoted is the value given, quoted.
not-an-os = { $quoted } is not linux or windows

# `--model` with a pricing model that does not exist; $quoted is the value given, quoted, and
# $names the codes the option takes, as a list.
not-a-model = { $quoted } is not one of { $names }

# A pricing model as the CLI names it in a price's subject: its code in English (the value
# `--model` takes), its name in Chinese. Pay-as-you-go.
model-payg = payg

# A pricing model in a price's subject: Spot.
model-spot = spot

# A pricing model in a price's subject: low priority.
model-low-priority = low-priority

# A pricing model in a price's subject: a 1-year savings plan.
model-savings-plan-1y = savings-plan-1y

# A pricing model in a price's subject: a 3-year savings plan.
model-savings-plan-3y = savings-plan-3y

# A pricing model in a price's subject: a 1-year reservation.
model-reservation-1y = reservation-1y

# A pricing model in a price's subject: a 3-year reservation.
model-reservation-3y = reservation-3y

# A pricing model in a price's subject: Dev/Test pricing.
model-dev-test = devtest

# What a price is for: $size (the size's name), $region (its code in English, "name (code)" in
# Chinese), $os and $model (as the CLI names them).
price-subject = { $size } { $region } { $os } { $model }

# What `gpuplan price` without `--model` is for: the size, region and OS, as in price-subject.
price-list-subject = { $size } { $region } { $os }

# The first line of `gpuplan price` without `--model`: $subject (price-list-subject) and how
# many pricing models ($n) the snapshot prices for it.
price-list-heading = { $subject }: { $n } pricing model(s) in the snapshot

# `gpuplan price`: an hourly price. $subject is what it is for (empty in the table of every
# pricing model, where the line starts with the colon), $price the snapshot's exact figure and
# $currency the currency (its code in English, its name in Chinese).
price-per-hour = { $subject }: { $price } { $currency } per hour

# `gpuplan price`: a reservation's price for its whole term, as in price-per-hour.
price-whole-term = { $subject }: { $price } { $currency } for the whole term

# Under a term's price: the price spread over the term's $hours, rounded for display ($hourly),
# in $currency.
hourly-over-term = ≈ { $hourly } { $currency } per hour over { $hours } hours

# A price's date and source, when the price is older than the limit: $date the snapshot's date,
# $days its age in days, $limit the age after which a price counts as old, $source the source's
# title.
as-of-old = as of { $date } ({ $days } days old: more than { $limit }, check the current price); source: { $source }

# A price's date and source, when it is recent: $date the snapshot's date, $source the source's
# title.
as-of = as of { $date }; source: { $source }

# `gpuplan price` when the snapshot has no such price: $subject what was asked for, $newest the
# newest snapshot searched (a date, or no-snapshot).
price-not-found = { $subject }: not in snapshot (newest snapshot searched: { $newest })

## `gpuplan estimate`.

# A snapshot price without a date.
undated = undated

# A price the reader gave.
user-price = user price

# An estimate without lines.
no-lines = the estimate has no lines

# The estimate table's column: what the line is.
col-line = line

# The estimate table's column: the monthly cost.
col-monthly = monthly

# The estimate table's column: the cost paid up front.
col-up-front = up front

# A table's column: the total cost (the estimate, the ranking, the cost-against-time table).
col-total = total

# The estimate table's column: where the line's price came from.
col-price-from = price from

# Where an estimate line's price came from: a snapshot, $source the source's short name (never
# its key) and $date the snapshot's date.
origin-snapshot = { $source }, { $date }

# Where an estimate line's price came from: a snapshot without a date; $source is the source's
# short name.
origin-undated = { $source }, undated

# The estimate table's total row; $months is the estimate's term in months.
total-over = total over { $months } months

# Under the estimate table: the compute cost per VM-hour; $amount is money.
per-vm-hour = effective compute cost per VM-hour: { $amount }

# Under the estimate table: a line's notes; $index is the line's number, $notes its notes as a
# semicolon-list.
line-notes = note, line { $index }: { $notes }

# Under the estimate table: a line's price warnings; $index is the line's number, $warnings its
# warnings as a semicolon-list.
line-warnings = warning, line { $index }: { $warnings }

# How an estimate in another currency was converted, when the currency has no name but its code:
# $rate units of $code per US dollar.
converted = converted from USD at { $rate } { $code } per USD

# How an estimate in another currency was converted, when the currency has a name in the
# reader's language ($name; $code is its code).
converted-named = converted from USD at { $rate } { $name } ({ $code }) per USD

# The estimate's problems, before their list; $n is how many.
estimate-problems =
    { $n ->
        [one] the estimate has { $n } problem:
       *[other] the estimate has { $n } problems:
    }

## `gpuplan recommend` and `gpuplan size`.

# A step's rule.
step-rule = rule

# A step's inputs.
step-inputs = inputs

# A step's branch.
step-branch = branch

# A step's warning.
step-note = note

# A step's heading: $n is the step's number, $title its title.
step = step { $n }: { $title }

# A step's rule line, its label padded to eight columns in English; $value is the rule.
step-rule-line = rule:   { $value }

# A step's inputs line; $value is its inputs as a comma-list.
step-inputs-line = inputs: { $value }

# A step's branch line; $value is the branch the answers took and where the guide explains it.
step-branch-line = branch: { $value }

# A step's warning line; $value is the warning.
step-note-line = note:   { $value }

# Where a step is explained, after the step's branch: $path is the section of the guide in the
# reader's language.
see-guide = { "  " }(see { $path })

# The ranking's column: the rank.
col-rank = rank

# The ranking's column: the region.
col-region = region

# A table's column: how many VMs (the ranking, the cost-against-time table).
col-vms = VMs

# A table's column: how many GPUs in all.
col-gpu-count = GPUs

# A table's column: the pricing model.
col-model = model

# A table's column: how long the work takes.
col-time = time

# An unknown `--preset`: $quoted is the value given, quoted; $list the presets there are.
unknown-preset = no model preset { $quoted }; the presets are { $list }

# The heading of a size's cost-against-time table: $size in $region.
frontier-heading = Cost against time: { $size } in { $region }

# After the ranking: $pairs feasible size and region pairs, $left sizes left out (their list
# follows, one a line).
feasible = { $pairs } feasible (size, region) pairs; { $left } sizes left out:

# `--params` without a value: what to type.
give-params = give the model's size, as in 70B

# `--tokens` without a value: what to type.
give-tokens = give the training tokens, as in 2T

# `gpuplan size`'s compute line; $flops is the training compute in floating-point operations,
# in scientific form.
flops-line = FLOPs: { $flops }

# `gpuplan size`'s memory line: each part on one GPU in GB ($weights, $gradients, $optimizer,
# $activations) and their $total.
memory-line = memory on one GPU: weights { $weights } GB, gradients { $gradients } GB, optimizer { $optimizer } GB, activations { $activations } GB; total { $total } GB

# `gpuplan size`'s row for one accelerator after its name, aligned: the fewest GPUs ($gpus), GB
# on each ($gb, padded), the time ($time, padded) and the MFU assumed ($mfu, a whole percentage).
size-row = fewest GPUs { $gpus }  { $gb } GB each  { $time } at MFU { $mfu }%

# The line under `gpuplan size`'s table: how right its times have been ($band, the error band).
accuracy-line = times: { $band }

# `--layers`, `--hidden` or `--heads` without the others.
shape-needs-all = a shape needs --layers, --hidden and --heads together

# `--images` without a value (cv-training): what to type.
give-images = give the images in the dataset, as in 1.28M

# `--epochs` without a value (cv-training): what to type.
give-epochs = give the passes over the dataset, as in 90

# `--rank` without adapters.
rank-needs-adapters = only with --method lora or --method qlora

# A `--json-file` that is not JSON; $message is the JSON reader's message.
not-json = not JSON ({ $message })

# A job flag given with a workload file; $path is the file.
file-or-flags = the job is read from { $path }; set this there, or give flags only

# A job flag the task does not use; $task is the task's name.
not-for-task = does not apply to --task { $task }

# `--gpu` matching no accelerator; $quoted is the value given, quoted.
no-gpu-matches = no accelerator's key or name matches { $quoted }

# The model's shape, as given: $layers layers, $hidden the hidden size, $heads attention heads,
# $kv key-value heads.
shape-given = shape { $layers } layers, hidden { $hidden }, { $heads } heads, { $kv } KV heads

# The model's shape, derived from the parameter count; as in shape-given.
shape-assumed = shape { $layers } layers, hidden { $hidden }, { $heads } heads, { $kv } KV heads (assumed from the parameter count)

# The 8-bit Adam optimizer.
optimizer-adam-8bit = 8-bit Adam

# No sharding of the model's state.
sharding-none = none

# Fine-tuning: every parameter trained.
full-training = full training

# LoRA adapters of $rank.
lora = LoRA rank { $rank }

# QLoRA adapters of $rank.
qlora = QLoRA rank { $rank }

# The MFU when none is given: each GPU generation's calibrated one.
mfu-calibrated = MFU calibrated for each GPU generation

# Activation checkpointing is on.
checkpointing-on = on

# Activation checkpointing is off.
checkpointing-off = off

# The training job `gpuplan size` and `recommend` used: every option with its value, given or
# default. $precision, $optimizer, $sharding, $checkpointing (on/off), $seq (tokens in a
# sequence), $batch (the micro-batch), $method (full training, LoRA or QLoRA), $mfu and $shape.
training-job-line = job: { $precision }, { $optimizer }, sharding { $sharding }, activation checkpointing { $checkpointing }, sequences of { $seq } tokens, micro-batch { $batch }, { $method }, { $mfu }; { $shape }

# The inference job used: $precision of the weights, $context tokens, $concurrent requests,
# $hours a month for $months months, then $targets (any of target-tokens and target-latency,
# or nothing) and the model's $shape.
inference-job-line = job: weights { $precision }, context { $context } tokens, { $concurrent } concurrent request(s), { $hours } h a month for { $months } month(s){ $targets }; { $shape }

# In inference-job-line: the throughput asked for, $tokens tokens a second in all.
target-tokens = , at least { $tokens } tokens/s in all

# In inference-job-line: the latency asked for, a decode step within $ms milliseconds.
target-latency = , a decode step within { $ms } ms

# `gpuplan size --task inference`'s memory line: one replica's $weights and $kv cache in GB,
# and their $total.
replica-memory-line = memory of one replica: weights { $weights } GB, KV cache { $kv } GB; total { $total } GB

# `gpuplan size --task inference`'s row for one accelerator after its name: $gpus a replica,
# $replicas, $gb on each GPU (padded), $decode and $prefill tokens a second.
inference-row = { $gpus } GPU(s) a replica, { $replicas } replica(s), { $gb } GB each, decode { $decode } tokens/s, prefill { $prefill } tokens/s

## `gpuplan spot`.

# The export's date as the reader gave it.
as-given = as given

# The export's date from the file.
file-last-change = the file's last change

# `--date` without `--evictions`.
date-needs-export = only with --evictions FILE

# `gpuplan spot`'s first line: $title is the calculator's title, $size and $region what it
# prices, $work the GPU-hours and $vms the VMs, as given.
spot-heading = { $title }: { $size } in { $region }, { $work } GPU-hours on { $vms } VM(s)

# Where the reader's export came from, with its date: $path, $date and $from (where the date
# came from: as-given or file-last-change).
export-dated = { $path }, dated { $date } ({ $from })

# Where the reader's export came from, without a date; $path is the file.
export-undated = { $path }, undated

# The eviction rate from the reader's export: $band (the export's band, as in 20+%) for $sku in
# $location, and $origin (export-dated or export-undated).
rate-from-export = Eviction rate: band { $band } for { $sku } in { $location }, from your Resource Graph export ({ $origin })

# Terms shared by the band-plan messages: the chance within an hour ($pct, a whole percentage),
# the rate ($rate evictions per VM-hour), the band's range ($range: band-range or
# band-range-open) and the mean time between interruptions ($mtbi hours).
-band-figures = { $pct }% within an hour = { $rate } evictions per VM-hour (band: { $range }); one interruption every { $mtbi } h per VM

# The plan at the band's upper end; the figures as in -band-figures.
band-plan-high = planned at the upper end { -band-figures }

# The plan at the band's lower end.
band-plan-low = planned at the lower end { -band-figures }

# The plan at the lower end of a band without an upper one: the chance is at least $pct.
band-plan-at-least = planned at the lower end, the band has no upper one: at least { -band-figures }

# A band's range of evictions per VM-hour: from $low to $high.
band-range = { $low } to { $high }

# A band's range without an upper end: from $low.
band-range-open = { $low } to no upper bound

# The eviction rate as typed ($rate, per VM-hour).
rate-as-given = Eviction rate: { $rate } per VM-hour as given

# The eviction rate as typed ($rate) when the reader's export ($rows rows) has none for $size in
# $region.
rate-as-given-not-in-export = Eviction rate: { $rate } per VM-hour as given; your export's { $rows } row(s) have none for { $size } in { $region }

# A duration as `gpuplan spot` writes it: $hours with two decimals.
hours-two = { $hours } h

# A price a result used: $what (which price), $price (the snapshot's exact figure, US dollars an
# hour), $date the snapshot's date and $source the source's short name (never its key).
price-used-line = price used: { $what }: { $price } USD per hour (snapshot { $date }, source { $source })

# An export too large to read: $path, its size ($bytes) and the most that is read ($max), in
# bytes.
export-too-large = { $path } is { $bytes } bytes; at most { $max } are read (filter the query to your regions or sizes)

## `gpuplan check`.

# The chapter's title.
title = title

# A diagnostic: raw HTML at $line, shown as text ($html). The English is the core's.
diag-raw-html = line { $line }: raw HTML shown as text: { $html }

# A diagnostic: a link at $line whose scheme is not allowed ($url), dropped.
diag-unsafe-link = line { $line }: link dropped: { $url }

# A diagnostic: an image at $line ($url), not rendered.
diag-image = line { $line }: image not rendered: { $url }

# A diagnostic: a heading at $line whose anchor (#$anchor) another heading has.
diag-duplicate-anchor = line { $line }: duplicate anchor #{ $anchor }

# A diagnostic: a `{{` at $line that is not a directive ($text).
diag-bad-directive = line { $line }: not a directive: { $text }

# A diagnostic: containers nested deeper than $levels levels, flattened.
diag-too-deep = line { $line }: nesting deeper than { $levels } levels was flattened

# A diagnostic: a calculator's parameter at $line that is not `key = value` ($text).
diag-bad-calculator-param = line { $line }: calculator parameter is not `key = value`: { $text }

# `gpuplan check`'s failure; $n is how many diagnostics it found.
diagnostics-count = { $n } diagnostics

## `gpuplan calc`.

# A field without a default in `--fields`.
empty = empty

# A calculator's argument that is not `key=value`; $quoted is the argument, quoted.
not-a-pair = { $quoted } is not key=value

# A key the calculator lacks: $quoted the key, quoted; $calc the calculator's name.
unknown-key = { $quoted } is not a field of the { $calc } calculator (see `gpuplan calc { $calc } --fields`)

# A value longer than a field keeps; $max is the most characters it keeps.
too-long = is longer than { $max } characters

# In `--fields`, after a choice field: its $values, as a list.
values-clause = ; values: { $values }

## `gpuplan analyze`.

# `--json-file` that is not a JSON object.
not-an-object = expected a JSON object of fields, as in {"{"}"months": 24{"}"}

# A field's JSON value that is not text, a number or true/false.
not-a-value = expected text, a number or true/false

# `gpuplan calc NAME --help`: the positional KEY=VALUE arguments.
calc-pairs-help = Fields as key=value, as the page's address writes them (work=4k); a --field flag wins over a pair for the same field
# `gpuplan calc NAME --help`: the `--fields` flag.
calc-fields-help = List the calculator's fields with their defaults instead of computing
# `gpuplan calc NAME --help`: the `--json` flag.
calc-json-help = Print the core's whole result as JSON instead of the figures
# `gpuplan analyze NAME --help`: the `--json-file` option.
analyze-json-file-help = The fields as a JSON object, keys as `gpuplan calc NAME --fields` lists them ({"{"}"size": "Standard_NC40ads_H100_v5", "months": 24{"}"}); - reads stdin. A number is read as the flag would read its text: "idle": 25 is 25%
