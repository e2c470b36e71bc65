### A piece of the calculators' text.

## The form.

# The calculator's place when the catalog failed to load.
catalog-not-loaded = The catalog could not be loaded, so this calculator cannot run.

# Beside an embedded calculator's title: the link to its own page.
open-own-page = (open on its own page)

# The form's reset button.
reset-defaults = Reset to defaults

# Above the last good result while a field is wrong.
stale-note = Showing the last valid result: fix the marked field to update it.

# In place of a result before any valid one.
waiting = Fill in the marked fields to see a result.

## The calculators' index page.

# The index page's heading.
index-title = Calculators

# The index page's lede.
index-lede = Each works from the catalog's prices and specs, keeps its settings in the address (so a link shows the same result) and in your browser, and runs offline.

# The index page's last line: the link to the wizard.
decision-wizard = decision wizard

# The index page's last line: the link to the estimate builder.
estimate-builder = estimate builder

## Shared by the results.

# The box of prices a result used.
prices-used = Prices used

# Closes a price line's parenthesis.
close-paren = )

# A price line's link to its source, before the source's key.
source-word = source

# Memory part: the model's weights.
weights = Weights

# Memory part: the gradients.
gradients = Gradients

# Memory part: the optimizer's state.
optimizer-state = Optimizer state

# Memory part: activations (training).
activations = Activations

# Memory part: the KV cache (inference).
kv-cache = KV cache

# Figure: time.
time = Time

# Figure: pay-as-you-go cost.
payg-cost = Pay-as-you-go cost

# Figure: compute of a training run.
training-compute = Training compute

# A figure: the efficiency a training time assumes.
efficiency = Efficiency assumed

# A figure: how right predicted times have been.
accuracy = Time and cost error

# Chart axes: months.
months = Months

# Chart axis: cumulative cost.
cumulative-cost-usd = Cumulative cost (USD)

# Chart markers: where two options cost the same.
break-even-marker = break-even

# The unit of money in charts.
unit-usd = USD

## Training and fine-tuning.

# Figure: GPUs, rounded up to whole VMs.
gpus-whole-vms = GPUs (whole VMs)

# Figure and chart title: memory per GPU.
memory-per-gpu = Memory per GPU

## Vision training.

# Figure: GPUs.
gpus = GPUs

# Chart title: the model's state against a GPU's memory.
model-state-per-gpu = Model state per GPU (activations depend on the batch and are not shown)

## Inference.

# Figure: GPUs of one replica.
gpus-per-replica = GPUs per replica

# Figure: memory.
memory = Memory

# Figure: decode throughput.
decode = Decode

# Figure: prefill throughput.
prefill = Prefill

# Figure: monthly pay-as-you-go cost.
payg-cost-month = Pay-as-you-go cost a month

# Chart title: one replica's memory.
memory-of-replica = Memory of one replica

## Spot.

# Figure and series: the expected Spot cost.
expected-spot-cost = Expected Spot cost

# Figure: pay-as-you-go without interruptions.
payg-uninterrupted = Pay-as-you-go cost, uninterrupted

# Figure: the work's time without interruptions.
work-time-uninterrupted = Work time without interruptions

# Figure and series: the expected time on Spot.
expected-spot-time = Expected time on Spot

# Figure: Young's checkpoint interval.
checkpoint-young = Checkpoint every (Young)

# Figure: Daly's checkpoint interval.
checkpoint-daly = Checkpoint every (Daly)

# Figure: the eviction rate above which Spot costs more.
spot-stops-paying = Spot stops paying above

# That figure when Spot never costs less.
never-cheaper = never cheaper, even without evictions

# Chart marker: the rate in the form.
your-rate = your rate

# Chart title.
spot-cost-chart = Expected cost against eviction rate

# Chart title.
spot-time-chart = Expected time against eviction rate

# Chart axis.
evictions-axis = Evictions per VM-hour (%)

# Chart axis.
cost-usd = Cost (USD)

# Chart axis.
wall-time-hours = Wall time (hours)

# Where the rate came from: pasted text.
from-pasted = pasted

# Where the rate came from: the export has no date.
date-not-given = date not given

## Break-even.

# Figure: pay-as-you-go for a whole month.
payg-all-month = Pay-as-you-go, used all month

# A commitment that never costs less.
never-at-any-use = never, at any use

# The notice when the snapshot prices no commitment here.
no-commitment = The snapshot has no savings-plan or reservation price for this size in this region, so only pay-as-you-go is drawn. Try a region in Europe, where the snapshot has one-year savings-plan prices.

# Chart marker: the month a commitment starts to pay.
pays-from-here = pays from here

# Chart title.
utilisation-chart = Monthly cost against utilisation

# Chart axis.
utilisation-axis = Utilisation (% of hours)

# Chart axis.
cost-per-month-usd = Cost per month (USD)

# Chart title.
months-chart = Cumulative cost against months of full use

## Mixed fleet.

# Figure and series: the reserved base.
reserved-base = Reserved base

# Figure and bar title's start: VM-hours a month.
vm-hours-month = VM-hours a month

# Figure: the month's cost.
cost-month = Cost a month

# Figure: all on pay-as-you-go.
all-payg = All pay-as-you-go

# Figure: the saving.
saving = Saving

# Series: demand.
demand = Demand

# Series: the exceedance curve.
exceed-series = Share of hours needing at least k VMs

# Bar part and marker: reserved.
reserved = Reserved

# Chart marker: the reserved base.
reserved-marker = reserved

# Chart title.
demand-chart = Daily demand and the reserved base

# Chart axis.
hour-of-day = Hour of the day

# Chart axis.
vms = VMs

# Chart title.
exceed-chart = How often demand reaches each level

# Chart axis.
vms-k = VMs (k)

# Chart axis.
hours-at-least-k = Hours with demand ≥ k (%)

# Bar title.
hours-by-purchase = VM-hours a month by how they are bought

# Bar unit.
vm-hours-unit = VM-hours

# The note under the charts.
fleet-note = The 1-year savings-plan rate stands for the reserved base; it is committed for every hour, used or not.

## Buy or rent.

# Figure: the hardware price.
hardware = Hardware

# Figure: owning per month.
owning-monthly = Owning, per month (depreciation and running)

# Figure: running per month.
running-monthly = Running, per month (power and hosting)

# Buying never costs less.
never-pays-back = buying never pays back

# Series: buying.
buying-series = Buying (hardware, then running)

# Chart title.
buy-chart = Cumulative cost of buying and renting

## Governance.

# Figure.
auto-shutdown-idle = Auto-shutdown of idle hours

# Figure.
hot-to-cool = Moving data from Hot to Cool

# Figure.
delete-snapshots = Deleting old snapshots

# Figure.
saved-per-month = Saved per month

# Bar part.
auto-shutdown = Auto-shutdown

# Bar part.
tiering = Tiering

# Bar part.
snapshots = Snapshots

# Bar title.
savings-chart = Savings per month by measure

## The Spot calculator's eviction-rate export.

# The box's legend.
evictions-legend = Eviction rate from your own Resource Graph export (optional)

# The text box's label.
export-label = Export (JSON or CSV)

# The name of the text box in its error.
export-short = Export

# The file chooser's label.
choose-file = Or choose the file

# The date field's label.
export-date = Export date

# The status without an export.
no-export = No export given: the eviction rate you typed is used.

# The button that forgets the export.
forget-export = Forget the export

# Where the export came from: the text box.
the-text-above = the text above

# The export is too large to store.
too-large-to-keep = It is too large to keep in this browser: choose it again next time.

## Downloads.

# A download without a document.
no-document = no document

# A download without a link element.
no-anchor = no anchor element

# A download outside a browser.
needs-browser = downloads need a browser

## The calculators' titles and blurbs, as the core writes them in English (a test checks that
## they match); the Chinese is the page's.

# The training calculator's title.
title-training = Training: memory, GPUs, time and cost

# What the training calculator answers.
blurb-training = How many GPUs a model's training state needs, how long the run takes and what it costs.

# The fine-tuning calculator's title.
title-fine-tuning = Fine-tuning: memory, GPUs, time and cost

# What the fine-tuning calculator answers.
blurb-fine-tuning = Memory, GPUs, time and cost of fine-tuning with LoRA, QLoRA or every weight.

# The vision-training calculator's title.
title-cv = Vision training: time and cost

# What the vision-training calculator answers.
blurb-cv = How long training a vision model takes on a size, and what it costs.

# The inference calculator's title.
title-inference = Inference: memory, GPUs, throughput and cost

# What the inference calculator answers.
blurb-inference = How many GPUs serve a model with its cache, the tokens per second, and the monthly cost.

# The Spot calculator's title: Spot VMs with their evictions counted.
title-spot = Spot with interruptions

# What the Spot calculator answers.
blurb-spot = What Spot costs once evictions, checkpoints and restarts are counted, with the Young and Daly intervals.

# The break-even calculator's title: when a savings plan or reservation pays.
title-break-even = Commitment break-even

# What the break-even calculator answers.
blurb-break-even = When a savings plan or reservation beats pay-as-you-go, by utilisation and by months.

# The mixed-fleet calculator's title. The "reserved" base is priced at the one-year savings-plan
# rate: in Chinese it is the committed base (承诺基数), not a reservation.
title-mixed-fleet = Mixed fleet: reserved, Spot and pay-as-you-go

# What the mixed-fleet calculator answers.
blurb-mixed-fleet = How to split a demand that varies through the day between a reserved base, Spot and pay-as-you-go.

# The buy-or-rent calculator's title.
title-buy-or-rent = Buy or rent

# What the buy-or-rent calculator answers.
blurb-buy-or-rent = Owning the GPUs against renting them: cumulative cost and the month buying pays back.

# The governance calculator's title: savings from cost governance.
title-governance = Governance savings

# What the governance calculator answers.
blurb-governance = What auto-shutdown, storage tiering and snapshot clean-up save a month.

## The calculators' field labels, as the core writes them in English.

# Field: the model's parameters (training, fine-tuning, inference).
label-params = Parameters

# Field: the VM size.
label-size = VM size

# Field: the Azure region.
label-region = Region

# Field: how the training state is sharded across GPUs.
label-sharding = Sharding

# Field: activation checkpointing on or off.
label-checkpointing = Activation checkpointing

# Field: the sequence length, in tokens.
label-seq-len = Sequence length

# Field: model FLOPs utilisation.
label-mfu = MFU

# Field: the number of VMs.
label-vms = VMs

# Field: the training precision.
label-precision = Precision

# Field: the tokens a pretraining run reads.
label-training-tokens = Training tokens

# Field: the tokens a fine-tuning run reads.
label-tokens = Tokens

# Field: the fine-tuning method (LoRA, QLoRA, full).
label-method = Method

# Field: the LoRA adapter's rank.
label-rank = Adapter rank

# Field: the vision model.
label-model = Model

# Field: images in the dataset.
label-images = Images

# Field: passes over the dataset.
label-epochs = Epochs

# Field: the precision of the served weights.
label-weights = Weights

# Field: the context each request holds, in tokens.
label-context = Context per request

# Field: requests served at once.
label-concurrent = Concurrent requests

# Field: hours a month the service runs.
label-hours-month = Hours a month

# Field: the work, in GPU-hours without interruptions.
label-work = Work

# Field: VMs in one Spot job.
label-vms-in-job = VMs in the job

# Field: evictions per VM-hour.
label-eviction-rate = Eviction rate

# Field: how long writing a checkpoint takes.
label-checkpoint-time = Checkpoint write time

# Field: how long a restart takes.
label-restart-time = Restart time

# Field: the months the break-even chart shows.
label-months-to-chart = Months to chart

# Field: VMs needed in each hour of a day.
label-daily-demand = Daily demand

# Field: the share of the hours above the committed base run on Spot.
label-spot-share = Share of the rest on Spot

# Field: the VM size renting is priced at.
label-size-to-rent = VM size to rent

# Field: the price of the hardware bought.
label-hardware-price = Hardware price

# Field: servers and network on top of the GPUs.
label-overhead = Server and network

# Field: the hardware's power draw.
label-power = Power draw

# Field: power usage effectiveness.
label-pue = PUE

# Field: the price of electricity.
label-kwh = Electricity price

# Field: hosting costs a month.
label-hosting = Hosting per month

# Field: the depreciation period.
label-depreciation = Depreciation

# Field: the share of hours the hardware works.
label-utilisation = Utilisation

# Field: the region whose storage prices are used.
label-storage-region = Region (storage prices)

# Field: the reader's compute bill a month.
label-compute-bill = Compute bill per month

# Field: the share of compute hours that are idle.
label-idle = Idle share

# Field: data to move from the Hot to the Cool tier.
label-tier-gb = Data to move to Cool

# Field: snapshots to delete, in GB.
label-snapshot-gb = Snapshots to delete

## The calculators' field hints, as the core writes them in English. The Chinese says what a
## Chinese reader types: the form reads 万 and 亿, 分钟 and 小时 (gpuplan_core::calc::read).

# Hint: parameter counts of large models.
hint-params-large = e.g. 7B, 70B, 405B

# Hint: pretraining token counts.
hint-training-tokens = e.g. 300B, 2T

# Hint: the unit of a sequence length or context.
hint-seq-tokens = tokens

# Hint: what MFU means and what leaving it empty does (training, fine-tuning).
hint-mfu = share of peak the run reaches; empty: calibrated on published runs for the GPU

# Hint: the training calculator's VMs.
hint-training-vms = empty: the fewest that hold the model; more VMs finish sooner

# Hint: parameter counts of models to fine-tune or serve.
hint-params = e.g. 8B, 70B

# Hint: fine-tuning token counts.
hint-tuning-tokens = fine-tuning tokens, e.g. 100M

# Hint: the methods that use an adapter rank.
hint-rank = LoRA and QLoRA

# Hint: the fine-tuning calculator's VMs.
hint-tuning-vms = empty: the fewest that hold the model

# Hint: images in the dataset.
hint-images = in the dataset, e.g. 1.28M

# Hint: what MFU means for vision training.
hint-cv-mfu = share of peak reached; empty: calibrated on published vision runs for the GPU

# Hint: the range of hours a month.
hint-hours-month = 1 to 744

# Hint: the work in GPU-hours.
hint-work = GPU-hours without interruptions, e.g. 4000

# Hint: why the VMs in a job matter.
hint-vms-in-job = an eviction of any one stops the job

# Hint: the eviction rate's unit.
hint-eviction-rate = per VM per hour, e.g. 5%

# Hint: a checkpoint's write time.
hint-checkpoint-time = e.g. 10min or 0.2h

# Hint: what a restart takes.
hint-restart-time = new VM and reload, e.g. 15min

# Hint: the range of months to chart.
hint-months-to-chart = 1 to 120

# Hint: how to write the daily demand.
hint-daily-demand = VMs needed in each hour of a day, 1 to 24 values, repeated over 30 days

# Hint: what the Spot share is a share of.
hint-spot-share = of the hours above the reserved base; the rest pay-as-you-go

# Hint: the hardware price and its default.
hint-hardware-price = USD; empty uses the catalog's street price for the GPUs

# Hint: the overhead's unit.
hint-overhead = USD on top of the GPUs

# Hint: the power draw's unit and default.
hint-power = watts; empty uses the GPUs' TDP from the catalog

# Hint: what PUE is, and its range.
hint-pue = facility power ÷ IT power, 1.0 to 5.0

# Hint: the electricity price is the reader's own.
hint-kwh = USD per kWh: yours; gpuplan has no source for it

# Hint: what hosting covers.
hint-hosting = USD: rack, staff, support

# Hint: the depreciation's unit and range.
hint-depreciation = years, 1 to 20

# Hint: what utilisation means.
hint-utilisation = share of hours the hardware works

# Hint: the compute bill is the reader's own.
hint-compute-bill = USD: yours

# Hint: what the idle share is a share of.
hint-idle = of compute hours that auto-shutdown would remove

# Hint: the tiered data's unit.
hint-tier-gb = GB, e.g. 50k

# Hint: the snapshots' unit.
hint-snapshot-gb = GB

## The labels of choices, as the core writes them in English (codes such as BF16 or LoRA are
## the same in both languages and are not here).

# Choice: shard weights, gradients and optimizer state.
choice-zero-3 = ZeRO-3 / FSDP (weights, gradients, optimizer)

# Choice: shard gradients and optimizer state.
choice-zero-2 = ZeRO-2 (gradients, optimizer)

# Choice: shard the optimizer state.
choice-zero-1 = ZeRO-1 (optimizer)

# Choice: no sharding.
choice-no-sharding = None

# Choice: on.
choice-on = On

# Choice: off.
choice-off = Off

# Choice: fine-tune every weight.
choice-full = Full fine-tuning

## Pricing models' names for readers (legends, figures); the English is the core's label.

## Storage items a price line names. The English is the item's code.

# Blob storage, Hot tier.
storage-blob-hot = blob/hot

# Blob storage, Cool tier.
storage-blob-cool = blob/cool

# Snapshots on standard HDD.
storage-snapshot-hdd = snapshot/standard-hdd

## Pieces placed around other text; their spaces are part of them.

# Between a calculator's title and its blurb on the index page.
index-separator = { " — " }

# The index page's last line, before the link to the wizard.
see-also-before = See also the{ " " }

# The index page's last line, between the two links.
see-also-between = { " " }and the{ " " }

# The index page's last line, after the link to the estimate builder.
see-also-after = { "." }

# The eviction-rate box's hint, before the query shown as code.
evictions-hint-before = Azure shows eviction-rate bands only to signed-in users. In Resource Graph Explorer, run the SpotResources eviction-rate query, then download the result as CSV (or save{ " " }

# The eviction-rate box's hint, after the query shown as code.
evictions-hint-after = { ")" } and paste it here or choose the file. Where it has a row for the size and region above, that row's band replaces the eviction rate you typed. It stays in this browser.

## Sentences with figures. Money, durations and dates come written for the language; numbers
## come with thousands separators.

# A name and its value: a figure row in the CLI, a bar's part.
labelled = { $name }: { $value }

# Two sentences one after the other; $first may itself be several.
then = { $first } { $next }

# An option of a catalog list that the catalog lacks; $value is what was asked for.
not-in-catalog = Not in the catalog: { $value }

# What a price line names for a VM: the pricing model's name, the size and the region.
price-what-vm = { $model }, { $size }, { $region }

# What a price line names for storage: the item's name, the region, per GB-month.
price-what-storage = { $item }, { $region }, per GB-month

# A price line's start: what, the amount exactly as the snapshot holds it (US dollars, no sign),
# the snapshot's date. The line goes on with older-than (maybe) and the source's link.
price-line = { $what }: { $amount } (snapshot { $date },{ " " }

# A price line's mark when its snapshot is old; $days is a whole number.
older-than = more than { $days } days old,{ " " }

# A training run's GPUs, rounded up to whole VMs.
gpus-on-vms =
    { $gpus ->
        [one] { $gpus } GPU
       *[other] { $gpus } GPUs
    } on { $vms ->
        [one] { $vms } VM
       *[other] { $vms } VMs
    }

# A replica's GPUs ($gpus, written) and the VMs they are on.
replica-gpus =
    { $gpus } on { $vms ->
        [one] { $vms } VM
       *[other] { $vms } VMs
    }

# Memory per GPU against the usable memory, GB with one decimal.
gb-of-usable = { $total } GB of { $usable } GB usable

# A replica's memory across its GPUs, and each GPU's usable memory, GB with one decimal.
replica-memory = { $total } GB across the replica's GPUs ({ $usable } GB usable each)

# A memory chart's limit line: usable GB, whole.
usable-gb = usable { $gb } GB

# Floating-point operations; $n is in scientific notation, as the language writes it.
flops = { $n } FLOPs

# Decode throughput across all requests; $n is tokens a second, whole.
decode-rate = { $n } tokens/s across all requests

# Prefill throughput; $n is tokens a second, whole.
prefill-rate = { $n } tokens/s

# The Spot verdict when Spot costs less; $amount is the saving.
spot-saves = Spot saves { $amount } against pay-as-you-go at this eviction rate.

# The Spot verdict when Spot costs more; $amount is the extra.
spot-costs-more = Spot costs { $amount } more than pay-as-you-go at this eviction rate.

# The eviction rate above which Spot stops paying, as evictions per VM-hour ($rate, e.g. 2.48).
evictions-per-hour = { $rate } evictions per hour

# A point of a Spot chart: the eviction rate (per cent an hour, one decimal, no sign) and its value.
rate-point = { $rate }%/h → { $value }

# The Spot cost chart's summary, for screen readers, when Spot never pays. $rate is per cent an
# hour (one decimal, no sign); $cost, $time and $payg are written.
spot-summary = At { $rate }% evictions per hour Spot is expected to cost { $cost } and take { $time }, against { $payg } for pay-as-you-go.{ " " }

# The Spot cost chart's summary with the rate above which pay-as-you-go is cheaper ($above, per
# cent an hour, two decimals, no sign).
spot-summary-above = At { $rate }% evictions per hour Spot is expected to cost { $cost } and take { $time }, against { $payg } for pay-as-you-go. Above { $above }% per hour pay-as-you-go is cheaper.

# The Spot time chart's summary: the time without evictions and at the reader's rate.
spot-time-summary = Without evictions the work takes { $uninterrupted }; at your rate, { $expected }.

# The reader's export has no row for the size and region; $rows is its rows.
not-in-export =
    Your Resource Graph export ({ $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }) has no row for this size and region: the eviction rate you typed is used.

# Where the export came from: a file, by name.
from-file = file “{ $name }”

# The export's date, written.
dated = dated { $date }

# The plan at a band without an upper end: $chance is the chance of eviction within an hour
# (whole per cent, no sign), $rate the rate per VM-hour written with its % sign.
band-lower-plan = The band has no upper end, so the plan uses its lower end: a { $chance }% chance of eviction within an hour, at least { $rate } evictions per VM-hour. The real cost may be higher.

# The plan at a band's upper end: $chance as above, $rate, $low and $high written with their % sign.
band-upper-plan = Planned at the band's upper end, to be safe: a { $chance }% chance of eviction within an hour, { $rate } evictions per VM-hour (the band spans { $low } to { $high }).

# The mean time between interruptions ($time, a duration written), after the plan.
mtbi = { " " }One interruption every { $time } per VM on average.

# Where the Spot result's eviction rate came from. $from and $dated as above; $band as Azure
# writes it; $sku the size as the export writes it; $location the region; $plan and $mtbi the
# sentences above.
eviction-from-export = Eviction rate from your Resource Graph export ({ $from }, { $dated }): band { $band } for { $sku } in { $location }. { $plan }{ $mtbi }

# An amount a month, then more.
monthly-then = { $amount } a month; { $rest }

# A commitment pays above this use ($pct, whole per cent, no sign).
pays-above = pays above { $pct }% use

# A chart point at a month.
month-point = month { $month } → { $value }

# The break-even summary when no commitment is priced; $monthly is written.
payg-only-summary = Pay-as-you-go costs { $monthly } a month at full use; no commitment is priced here.

# One commitment in the break-even summary ($name, a pricing model's name) when it never beats
# pay-as-you-go.
commitment-summary = { $name } costs { $monthly } a month whatever the use.

# One commitment in the break-even summary, with the use above which it beats pay-as-you-go
# ($pct, whole per cent, no sign).
commitment-summary-above = { $name } costs { $monthly } a month whatever the use and beats pay-as-you-go above { $pct }% use.

# The months chart's summary, before the utilisation chart's ($summary).
months-summary = Cumulative cost for each option; commitments are paid by whole terms. { $summary }

# A count of VMs.
vm-count =
    { $n ->
        [one] { $n } VM
       *[other] { $n } VMs
    }

# A month's VM-hours by how they are bought: the committed base, Spot, pay-as-you-go.
fleet-hours = { $reserved } reserved, { $spot } Spot, { $payg } pay-as-you-go

# A point of the demand chart: the hour and the VMs needed.
demand-point =
    { $hour }:00 → { $vms ->
        [one] { $vms } VM
       *[other] { $vms } VMs
    }

# A point of the exceedance chart: k VMs and the share of hours needing at least k ($pct, one
# decimal, no sign).
exceed-point =
    { $k ->
        [one] { $k } VM
       *[other] { $k } VMs
    } → { $pct }% of hours

# The mixed fleet's summary: the committed base in VMs, the VM-hours above it on Spot and on
# pay-as-you-go, the month's cost and all pay-as-you-go.
fleet-summary =
    Reserve { $reserved ->
        [one] { $reserved } VM
       *[other] { $reserved } VMs
    }; the hours above them run { $spot } on Spot and { $payg } on pay-as-you-go, for { $cost } a month against { $all_payg } all pay-as-you-go.

# The exceedance chart's summary, before the fleet's ($summary).
exceed-summary = A VM is reserved while the share of hours that need it exceeds the reserved-to-pay-as-you-go price ratio. { $summary }

# Renting by a pricing model ($name).
renting = Renting: { $name }

# Buying pays back after $months months (one decimal).
pays-back-after = buying pays back after { $months } months

# A buy-or-rent marker: where buying breaks even against a way of renting ($name).
break-even-against = { $name } break-even

# The buy-or-rent summary for one way of renting ($name): the months to pay back (one decimal).
buy-summary = Against { $name }, buying pays back after { $months } months.

# The buy-or-rent summary when buying never pays back against $name.
buy-summary-never = Against { $name }, buying never pays back.

# A buy-or-rent note: the hardware price defaults to the catalog's street price ($price, written)
# for the GPUs of $size.
buy-note-street-price = Hardware: the catalog's street price for the GPUs of { $size } ({ $price }); enter your quote to replace it.

# A buy-or-rent note: the power defaults to the GPUs' TDP ($watts, a plain number).
buy-note-tdp = Power: the GPUs' TDP from the catalog, { $watts } W in all, without the host.

# The governance savings for screen readers: the total and each measure, written.
governance-summary = In all { $total } a month: auto-shutdown { $shutdown }, tiering { $tiering }, snapshots { $snapshots }.

# A stacked bar's name for screen readers: its title and total (one decimal) with the unit.
bar-total = { $title }: { $total } { $unit } in all

# An efficiency ($percent, written with its sign) and where it comes from ($basis).
efficiency-of-peak = { $percent } of peak ({ $basis })

# Where the export came from, in the status line: a file, by name.
export-from-file = the file “{ $name }”

# The status after reading an export: its rows, its format (JSON or CSV) and where it came from.
export-read =
    Read { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } of { $format } from { $from }.

# The status when the export could not be read; $from as above.
export-unreadable = Could not read { $from }.

# Only the export's rows for the site's sizes are kept in storage: $kept of $total.
export-kept = Kept in this browser: the { $kept } of its { $total } rows for this site's sizes.

# A download that could not start, with the browser's reason.
download-failed = the download could not start: { $reason }
