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
fleet-note = The one-year savings-plan rate stands for the reserved base; it is committed for every hour, used or not.

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
