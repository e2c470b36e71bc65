### A piece of the CLI's own text.

## Every command.

# Before an error's message on stderr.
error = error

# An error reading the standard input.
reading-stdin = reading stdin

# The data built into the binary does not load.
catalog-invalid = the embedded catalog is invalid

## `gpuplan catalog` and `gpuplan price`.

# After a size that is not in the catalog: where to find the sizes.
try-catalog = try `gpuplan catalog`

# A price for a whole reservation term.
whole-term = for the whole term

# A price per hour.
per-hour = per hour

# No snapshot at all.
no-snapshot = none

## `gpuplan estimate`.

# A snapshot price without a date.
undated = undated

# A price the reader gave.
user-price = user price

# An estimate without lines.
no-lines = the estimate has no lines

## `gpuplan recommend` and `gpuplan size`.

# A step's rule.
step-rule = rule

# A step's inputs.
step-inputs = inputs

# A step's branch.
step-branch = branch

# A step's warning.
step-note = note

# The ranking's column: the rank.
col-rank = rank

# `--params` without a value.
give-params = give the model's size, as in 70B

# `--tokens` without a value.
give-tokens = give the training tokens, as in 2T

# Training compute.
flops = FLOPs

# The memory line's start.
memory-on-one-gpu = memory on one GPU

# The memory line: optimizer state.
optimizer = optimizer

# `--layers`, `--hidden` or `--heads` without the others.
shape-needs-all = a shape needs --layers, --hidden and --heads together

# `--images` without a value (cv-training).
give-images = give the images in the dataset, as in 1.28M

# `--epochs` without a value (cv-training).
give-epochs = give the passes over the dataset, as in 90

# `--rank` without adapters.
rank-needs-adapters = only with --method lora or --method qlora

## `gpuplan spot`.

# The export's date as the reader gave it.
as-given = as given

# The export's date from the file.
file-last-change = the file's last change

# `--date` without `--evictions`.
date-needs-export = only with --evictions FILE

# The start of the eviction-rate line.
eviction-rate = Eviction rate

# A price a result used.
price-used = price used

## `gpuplan check`.

# The chapter's title.
title = title

## `gpuplan calc`.

# Before a choice field's values in `--fields`.
values = values

# A field without a default in `--fields`.
empty = empty

## `gpuplan analyze`.

# `--json-file` that is not a JSON object.
not-an-object = expected a JSON object of fields, as in {"{"}"months": 24{"}"}

# A field's JSON value that is not text, a number or true/false.
not-a-value = expected text, a number or true/false
