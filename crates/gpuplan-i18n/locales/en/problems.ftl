### A fixed piece of the text of the core's field errors and notices, worded for the reader.

# Beside a field: it is empty and needed.
needed = is needed

# Beside a percentage field: not a percentage.
not-a-percentage = is not a percentage such as 5%

# Beside a percentage field: negative or not finite.
negative-percentage = must be a percentage of 0% or more

# Beside a duration field: not a duration.
not-a-duration = is not a duration such as 10min, 2h or 3d

# Beside a duration field: negative or not finite.
negative-duration = must be a duration of zero or more

# Beside an amount field: not an amount of dollars.
not-an-amount = is not an amount such as 1,200.50

# Beside a field (amounts, sizing and estimate figures): below zero.
negative = must not be negative

# Beside an estimate figure: not a number with an optional unit.
not-a-number-such-as = is not a number such as 1,200 or 50k

# Beside a field: too large once its unit is applied, or to compute with.
too-large = is too large

# Beside a field: zero where more is needed.
zero = must be more than zero

# Beside the model FLOPs utilisation: 0%.
zero-percent = must be more than 0%

# Beside the size: the catalog does not say which GPU it has.
no-gpu = the catalog does not say which GPU this size has

# Beside the size (training): a fraction of a GPU.
fractional-gpu = training needs whole GPUs; this size has a fraction of one

# Beside the size (training): the unsharded state does not fit.
state-does-not-fit = the model's unsharded state does not fit in one GPU's memory even spread over many: shard more or choose a larger GPU

# Beside the parameters (inference): no plan can serve the model.
cannot-serve = no number of these GPUs can hold the model and its cache

# Beside a field: the cost overflows.
cost-too-large = the cost is too large to compute

# Beside the hardware price (buy or rent): none in the catalog.
no-street-price = the catalog has no street price for these GPUs: enter yours

# Beside the power draw (buy or rent): no TDP in the catalog.
no-tdp = the catalog has no TDP for these GPUs: enter the draw

# Beside the mixed fleet's daily profile: too few or too many values.
profile-length = give 1 to 24 hourly values, separated by commas

# Beside an estimate line's pricing model.
not-a-pricing-model = is not a pricing model

# Beside a sizing or estimate figure: NaN.
not-a-number = is not a number

# Beside a sizing percentage.
percent0-to100 = must be 0 to 100

# Beside a training job's precision.
training-precision = training uses bf16, fp16 or fp8

# Beside a vision job: neither a preset nor its multiply-adds.
preset-or-gmacs = give a model preset or forward_gmacs

# Beside an estimate's disk line: neither a tier nor a size.
tier-or-size = give a tier or size_gib

# Beside a mixed fleet's demand (the cost engine).
demand-length = give 1 to 1,000,000 hourly values

# Beside the eviction rate: the expected wall time overflows.
wall-time-overflows = at this rate the expected wall time overflows: the job would not finish

# Beside the eviction rate: the expected wall time is too long to price.
wall-time-too-long = the expected wall time is too long to price

# Beside the eviction export: nothing but white space.
export-empty = the export is empty

# Beside the eviction export: a header and nothing else.
export-no-rows = the export has no rows

# A catalog address parameter that is not percent-encoded UTF-8.
not-percent-encoded = is not valid percent-encoded UTF-8

# A catalog address parameter the page does not have.
unknown-parameter = is not a parameter of this page

# A calculator notice's field when its label is unknown.
a-field = a field

# A calculator's notices about its saved state start with this.
saved-state = Saved state

# A calculator's notices about its address start with this.
address = Address

## Punctuation: between a field and its problem, and between two fields' problems.

# Between a field's name or label and its problem: "months: is needed".
colon = { ": " }

# Between two fields' problems on one line.
problem-sep = { "; " }

# A field's problem after its name.
# $field: the field's name or path ("lines[2].count"); $problem: what is wrong with it.
field-problem = { $field }: { $problem }

# A reader's text, quoted.
# $text: the text, with control characters written as escapes.
quoted = "{ $text }"

# The last choice of a list of choices.
# $rest: the choices before the last, listed; $last: the last choice.
one-of = { $rest } or { $last }

## Pricing models as an error sentence names them: by the code the forms and the CLI take in
## English, by the model's name in Chinese.

# Pay-as-you-go, in a sentence.
sentence-payg = payg

# Spot, in a sentence.
sentence-spot = spot

# Low priority, in a sentence.
sentence-low-priority = low-priority

# The 1-year savings plan, in a sentence.
sentence-savings-plan1y = savings-plan-1y

# The 3-year savings plan, in a sentence.
sentence-savings-plan3y = savings-plan-3y

# The 1-year reservation, in a sentence.
sentence-reservation1y = reservation-1y

# The 3-year reservation, in a sentence.
sentence-reservation3y = reservation-3y

# Dev/Test pricing, in a sentence.
sentence-dev-test = devtest

## A field's problems.

# Beside a size: not in the catalog.
# $size: what the reader gave, quoted.
unknown-size = { $size } is not a size in the catalog

# Beside a region: not in the catalog.
# $region: what the reader gave, quoted.
unknown-region = { $region } is not a region in the catalog

# Beside a choice whose value is not one of the choices.
# $values: the choices' values, listed.
not-one-of-choices = must be one of { $values }

# Beside the size: its GPU has no BF16 or FP8 figure.
# $gpu: the GPU.
no-figure-bf16-fp8 = { $gpu } has no BF16 or FP8 figure in the catalog

# Beside the size: its GPU has no BF16 or FP16 figure.
# $gpu: the GPU.
no-figure-bf16-fp16 = { $gpu } has no BF16 or FP16 figure in the catalog

# Beside the size: its GPU lacks a memory bandwidth or an FP16 figure.
# $gpu: the GPU.
no-figure-bandwidth-fp16 = { $gpu } lacks a bandwidth or FP16 figure in the catalog

# Beside the VM count (training): too few VMs hold the model's state.
# $fewest: the fewest VMs of the size that do.
too-few-vms = the model's state needs at least { $fewest } VMs of this size

# Beside the size (inference): a fraction of a GPU is too small for the model.
# $gpus: the size's fraction of a GPU ("1/3").
partition-too-small = the model and its cache need more than this size's { $gpus } of a GPU: choose a size with whole GPUs

# Beside the size (inference): a replica needs more GPUs than one VM has, and cannot span VMs.
# $gpus: the GPUs a replica needs; $per_vm: the GPUs of one VM.
spans-vms = a replica needs { $gpus } GPUs and a VM of this size has { $per_vm }; without InfiniBand a replica cannot span VMs: choose a size with more GPUs a VM

# Beside the size (inference): no tensor-parallel degree divides the attention heads.
# $heads: the model's attention heads; $gpus: the GPUs a replica needs; $per_vm: the GPUs of one VM.
heads-not-divisible = a replica needs { $gpus } GPUs, and no tensor-parallel degree from { $gpus } to { $per_vm } divides the model's { $heads } attention heads

# Beside the size or region: no rental price of any model.
# $size: the size; $region: the region (sentence-style, see catalog's region-ref-*).
no-prices = the snapshot has no price for { $size } in { $region }

# Beside the pricing model: the snapshot lacks that price; the newest snapshot there is known.
# $model: the pricing model (sentence-*); $size: the size; $region: the region; $date: the
# newest snapshot's date.
not-in-snapshot-dated = the snapshot has no { $model } price for { $size } in { $region } (newest snapshot there { $date })

# Beside the pricing model: the snapshot lacks that price.
# $model: the pricing model (sentence-*); $size: the size; $region: the region.
not-in-snapshot = the snapshot has no { $model } price for { $size } in { $region }

# Beside the pricing model: the snapshot's price has ended.
# $model: the pricing model (sentence-*); $size: the size; $region: the region; $date: its
# last day.
price-ended = the snapshot's { $model } price for { $size } in { $region } ended on { $date }: it is no longer the price

# Beside the region (cost governance): no storage prices there.
# $region: the region.
no-storage-prices = the data has no Blob or snapshot prices for { $region }: choose another region

# Beside the mixed fleet's daily profile: a value that is not a VM count.
# $value: the value, quoted.
not-a-vm-count = { $value } is not a whole number of VMs up to 10,000

# Beside an estimate line: an unknown kind of line.
# $value: the kind given, quoted.
not-a-line-kind = { $value } is not a kind of line

# Beside the currency: not a currency code.
# $value: what was given, quoted.
not-a-currency = { $value } is not a currency code such as USD or EUR

# Beside a date: not a date.
# $value: what was given, quoted.
not-a-date = { $value } is not a date of the form YYYY-MM-DD

## The reader's problems with a field's text.

# Beside a field: below its least value.
# $min: the least value, as readers type it.
at-least = must be at least { $min }

# Beside a field: above its largest value.
# $max: the largest value, as readers type it.
at-most = must be at most { $max }

# Beside a percentage: above its largest value.
# $max: the largest percentage.
percent-at-most = must be at most { $max }%

# Beside a duration: longer than its longest.
# $max: the most hours.
hours-at-most = must be at most { $max } hours

# Beside an amount of dollars: above its largest.
# $max: the largest amount.
amount-at-most = must be at most { $max }

# Beside a count field: not a count.
# $value: what was given, quoted.
not-a-quantity = { $value } is not a number such as 70B, 2T or 8k

# Beside a count field: not finite, or negative.
# $value: what was given, quoted.
not-finite = { $value } is not a finite, non-negative number

## The sizing and cost engines' problems with their JSON inputs.

# A JSON input that does not parse.
# $detail: the parser's message (English).
json-unreadable = { $detail }

# A figure above its largest.
# $max: the largest.
larger-than = larger than { $max }

# A vision job naming an unknown preset.
# $name: the name, quoted.
no-preset = no preset { $name }

# A job naming an unknown region.
# $name: the name, quoted.
no-region = no region { $name }

# A figure outside its range.
# $min, $max: the range.
out-of-range = must be { $min } to { $max }

# A cost input's unknown version.
# $version: the version given.
unsupported-version = version { $version } is not 1

# A currency conversion without its rate.
# $currency: the currency's code.
needs-rate = converting to { $currency } needs a rate (units per USD)

# A cost line's size that is not in the catalog.
# $size: the size, quoted.
no-size-in-catalog = no size { $size } in the catalog

# A cost line's region that is not in the catalog.
# $region: the region, quoted.
no-region-in-catalog = no region { $region } in the catalog

# A value that is not one of its choices.
# $value: the value, quoted; $options: the choices (one-of).
not-one-of = { $value } is not { $options }

# A disk tier its family does not have.
# $family: the disk family; $tier: the tier, quoted.
no-disk-tier = no { $family } tier { $tier }

# A disk given by size where only tiers are known.
# $family: the disk family.
tier-needed = the data does not state the size of every { $family } tier: give the tier instead of size_gib

# A cost line whose snapshot price has ended.
# $date: its last day.
cost-price-ended = the snapshot's price ended on { $date }; give user_price

# A cost line whose price is not in the snapshot; the newest snapshot searched is known.
# $date: that snapshot's date.
cost-not-in-snapshot-dated = not in the price snapshot (newest searched: { $date }); give user_price

# A cost line whose price is not in the snapshot.
cost-not-in-snapshot = not in the price snapshot; give user_price

# A cost line whose price the data lacks.
# $what: what the data lacks (missing-*).
not-in-data = { $what } is not in the data; give user_price

# What the data lacks: Premium SSD v2 prices in a region.
# $region: the region (sentence-style).
missing-premium-ssd-v2 = Premium SSD v2 in { $region }

# What the data lacks: a disk tier's price in a region.
# $family: the disk family; $tier: the tier; $region: the region.
missing-disk = { $family } { $tier } in { $region }

# What the data lacks: a Blob tier's price in a region.
# $tier: the tier; $region: the region.
missing-blob = Blob { $tier } in { $region }

# What the data lacks: snapshot prices in a region.
# $family: the disk family; $region: the region.
missing-snapshots = { $family } snapshots in { $region }

# What the data lacks: egress prices from a region.
# $routing: the routing ("microsoft", "internet"); $region: the region.
missing-egress = { $routing }-routed egress from { $region }

# What the data lacks: an egress band.
# $gb: the band's lower bound in GB; $table: the rate table.
missing-egress-band = the egress band above { $gb } GB for { $table }

# What the data lacks: transfer between two regions.
# $from, $to: the regions.
missing-transfer = transfer from { $from } to { $to } (only rates within one continent are known)

# A demand above what an hour can hold.
# $max: the most units in an hour.
units-an-hour = larger than { $max } units in an hour

# A cost too large for a decimal.
too-large-to-price = larger than what a decimal can price

# A disk larger than the largest tier.
larger-than-largest-tier = larger than the largest tier

## The Spot calculator's eviction export.

-filter = (filter the query to your regions or sizes)

# The export is too large to read.
# $bytes: its size in bytes; $max: the most bytes read.
export-too-large = the export is { $bytes } bytes; at most { $max } are read { -filter }

# The export has too many rows.
# $max: the most rows read.
export-too-many-rows = the export has more than { $max } rows { -filter }

# The export is a binary file.
# $at: the byte where a NUL is.
export-binary = the export holds binary data (a NUL byte at byte { $at }); choose the JSON or CSV file

# The export is not UTF-8.
# $at: the first invalid byte.
export-not-utf8 = the export is not UTF-8 text (invalid byte at { $at })

# The export's JSON does not parse.
# $line, $column: where.
json-unparsable = the JSON does not parse at line { $line }, column { $column }

# The export's JSON is not rows.
# $found: what it is instead (json-* or shape-*).
json-shape = the JSON is { $found }; expected an array of rows or an object with a "data" array

# A JSON value that is null.
json-null = null

# A JSON value that is true or false.
json-bool = a true/false value

# A JSON number.
json-number = a number

# A JSON string.
json-text = text

# A JSON array.
json-array = an array

# A JSON object.
json-object = an object

# The export's JSON: an object without "data".
shape-no-data = an object without "data"

# The export's JSON: an object whose "data" is a table, as Azure Resource Graph writes it
# unless asked for objects.
shape-data-is-table = an object whose "data" is a table (use resultFormat objectArray)

# The export's JSON: an object whose "data" is not an array.
shape-data-not-array = an object whose "data" is not an array

# The export's CSV does not parse.
# $line: where; $reason: why (csv-*).
csv-unparsable = the CSV does not parse at line { $line }: { $reason }

# Why a CSV line does not parse: not UTF-8.
csv-not-utf8 = not UTF-8 text

# Why a CSV line does not parse: a malformed record.
csv-malformed = malformed record

# The CSV header lacks a column.
# $field: the column; $found: the header as read.
csv-missing-column = the CSV header has no { $field } column (found: { $found })

# Where a row is, with its line in the file.
# $row: the row's number; $line: its line.
row-number-line = row { $row } (line { $line })

# Where a row is.
# $row: the row's number.
row-number = row { $row }

# A row that is not an object with the three fields.
# $at: where (row-number*); $found: what it is (json-*).
not-a-row = { $at }: is { $found }, not a row with skuName, location and spotEvictionRate

# A row without one of its fields.
# $at: where; $field: the field.
row-field-missing = { $at }: { $field } is missing or empty

# A row field that is not text.
# $at: where; $field: the field; $found: what it is (json-*).
not-text = { $at }: { $field } is { $found }, not text

# A row field that is not a name.
# $at: where; $field: the field; $value: the value, quoted.
bad-name = { $at }: { $field } { $value } is not a name (too long, or control characters)

# A row whose eviction band is not one of Azure's.
# $at: where; $value: the band given, quoted.
unknown-band = { $at }: spotEvictionRate { $value } is not one of 0-5, 5-10, 10-15, 15-20, 20+

# A row giving a second band for a size and region.
# $at: where; $sku: the size; $location: the region; $first: the band given first; $first_row:
# where it was given.
band-conflict = { $at }: { $sku } in { $location } was already given band { $first } at row { $first_row }

## Notices about a calculator's saved state or address.

# A value cut to the longest kept.
# $label: the field's label; $max: the most characters kept.
value-cut = { $label }: the value was longer than { $max } characters and was cut

# A key that is not a field of the calculator.
# $key: the key.
unknown-field = “{ $key }” is not a field of this calculator and was ignored

# A notice with where it comes from.
# $prefix: where (saved-state, address); $notice: the notice.
prefixed = { $prefix }: { $notice }.

## Why a catalog address parameter was ignored, after the parameter's name.

# The query is too long.
# $max: the most characters read.
query-too-long = longer than { $max } characters; defaults shown

# A GPU filter naming no accelerator.
# $value: the value, quoted.
no-accelerator = { $value } names no accelerator

# A memory filter that is not a number of GB.
# $value: the value, quoted; $max: the most GB.
not-gb = { $value } is not a number of GB from 0 to { $max }

# A GPU count filter that is not a count.
# $value: the value, quoted; $max: the most GPUs.
not-gpu-count = { $value } is not a GPU count from 0 to { $max }

# A sort column that is not a column.
# $value: the value, quoted.
not-a-column = { $value } is not a column

# Too many sizes to compare.
# $max: the most compared.
too-many-to-compare = at most { $max } sizes are compared

## A reader's own price file (the core's `catalog::own`).

# Where in the file: a line.
# $n: the line.
own-line = line { $n }

# Where in the file: an item of an API page.
# $page: the page in the file; $item: the item's index in its Items array, from 0.
own-item = page { $page }, Items[{ $item }]

# The file is nothing but white space.
own-empty = the file is empty

# The file is too large to read.
# $bytes: its size; $max: the most bytes read.
own-too-large = the file is { $bytes } bytes; at most { $max } are read

# The file is binary.
# $at: the byte where a NUL is.
own-binary = the file holds binary data (a NUL byte at byte { $at })

# The file is not UTF-8.
# $at: the first invalid byte.
own-not-utf8 = the file is not UTF-8 text (invalid byte at { $at })

# The file is none of the kinds read.
own-unrecognised = the file is neither Retail Prices API JSON, price records one a line, nor a price sheet

# A value that is neither an API item nor a price record.
# $at: where (own-line or own-item).
own-shape = { $at }: not an API item or a price record

# A field the importer refuses.
# $at: where; $field: the field or column as the file names it.
own-field = { $at }: field { $field } is not valid

# A field the importer refuses, with its value.
# $at: where; $field: the field or column; $value: its text, quoted.
own-field-value = { $at }: field { $field } is not valid ({ $value })

# A CSV record that does not parse.
# $line: where.
own-csv = the CSV does not parse at line { $line }

# A price sheet's cell that starts like a spreadsheet formula.
# $at: where; $column: the column as the sheet names it.
own-formula = { $at }: the { $column } cell starts like a spreadsheet formula

# A price record for a size the catalog lacks.
# $at: where; $size: the size, quoted.
own-unknown-size = { $at }: { $size } is not a size in the catalog

# More prices than are kept.
# $max: the most prices kept.
own-too-many-prices = the file has more than { $max } prices

# Nothing in the file prices a size of the catalog.
# $skipped: how many items were left out.
own-no-prices = no price in the file is for a size in the catalog ({ $skipped } left out)

# Items left out of a reader's file, by reason, with their count.
# $count: how many.
own-skip-not-a-catalog-size = not a size in the catalog: { $count }
own-skip-other-currency = priced in another currency than US dollars: { $count }
own-skip-not-in-force = not in force on the file's date: { $count }
own-skip-other-model = a pricing model the tool does not price: { $count }
own-skip-other-region = in a region the catalog does not list: { $count }
own-skip-other-offer = for another offer than the sheet's main one: { $count }
