### A piece of the text of the decision wizard.

# The page's notice when the dataset is missing.
catalog-missing = The catalog could not be loaded.

# The page's heading.
title = Choose a size: the decision wizard

# The paragraph under the heading.
lede = Answer the four steps. Each shows its rule and the branch your answers took; the sizes that can run the job are ranked by cost, and the others are listed with the reason they were left out.

# The button that resets the answers.
reset-to-defaults = Reset to defaults

# The result section's accessible name.
recommendation = Recommendation

# Above a ranking that no longer matches the answers.
stale-ranking = Showing the last valid ranking: fix the marked field to update it.

# The form's first fieldset.
legend1 = Step 1: the workload

# The form's second fieldset.
legend2 = Step 2: budget and duration

# The form's third fieldset.
legend3 = Step 3: data and network

# The form's fourth fieldset.
legend4 = Step 4: ecosystem

# The heading over the steps' answers.
the-steps = The steps

# A step's link to its section of the guide.
read-the-guide = Read the guide on this step

# Over a ranking cut to 25 rows.
only25 = The 25 cheapest sizes are shown. Choose a region in step 3 to narrow the list.

# When no size fits.
none-fits = No size fits these answers; the list below says why each was left out.

# Table header: the size.
col-size = Size

# Table header: the region.
col-region = Region

# Table header: VMs.
col-vms = VMs

# Table header: the pricing model.
col-pricing = Pricing

# Table header: the cost.
col-cost = Cost (USD)

# Table header: hours.
col-hours = Hours

# Table header: the reasons.
col-why = Why

# Table header (hidden): the row's button.
col-action = Action

# A ranked row's button.
add-to-estimate = Add to estimate

# Step 1's title.
step1-title = Task type

# Step 2's title.
step2-title = Budget and duration

# Step 3's title.
step3-title = Data and network

# Step 4's title.
step4-title = Ecosystem

# Step 1's rule.
step1-rule = Large pretraining (more than 10 B parameters) → ND sizes with InfiniBand; smaller training and CNNs → NC A100 class; inference and fine-tuning → NV A10 / NC T4 class, or AMD. Every size whose memory fits is then ranked.

# Step 2's rule.
step2-rule = Under a month: pay-as-you-go with auto-shutdown. 1 to 12 months: also 1-year savings plans and reservations. Longer: also 3-year. Interruptible: also Spot and Low Priority.

# Step 3's rule.
step3-rule = More than one VM working together needs InfiniBand (sizes without it are left out). Terabytes of data favour local NVMe.

# Step 4's rule.
step4-rule = CUDA needs NVIDIA GPUs, ROCm AMD ones. Containers and Kubernetes reduce lock-in; Azure ML manages training jobs.

# Step 1's kind of job: pretraining above 10 B parameters.
large-pretraining = large pretraining

# Step 1's kind of job: smaller pretraining.
small-training = small or medium training

# Step 1's kind of job: computer vision.
cv-training = computer-vision training

# Step 1's kind of job: fine-tuning.
fine-tuning = fine-tuning

# Step 1's kind of job: inference.
inference = inference

# Step 2's branch: under a month.
short-run = short run: pay-as-you-go; turn on auto-shutdown

# Step 2's branch: one to twelve months.
months = 1 to 12 months: 1-year commitments considered

# Step 2's branch: more than a year.
more-than-a-year = more than a year: 3-year commitments considered

# Step 3's branch: several VMs.
multi-node = multi-node: InfiniBand required

# Step 3's branch: one VM.
single-vm = single VM: no InfiniBand needed

# Step 4's branch: CUDA.
nvidia-only = NVIDIA sizes only

# Step 4's branch: ROCm.
amd-only = AMD sizes only

# Step 4's branch: either.
nvidia-and-amd = NVIDIA and AMD sizes

# Step 1's warning for large pretraining.
at-least-four-gpus = Plan on at least 4 GPUs, 8 or more advised, for pretraining at this scale.

# Step 2's warning for interruptible work.
spot-notice = Spot gives 30 seconds' notice before eviction: checkpoint often (see the Spot analysis for the interval).

# Step 2's warning when a Spot price is ranked.
spot-can-equal-payg = A Spot price can equal pay-as-you-go (ND H200 v5 in some EU regions): the ranking uses the snapshot, not a typical discount.

# Step 3's warning for terabytes of data.
stage-data-locally = With terabytes of data, stage it on local NVMe or temp disk; sizes without local NVMe say so in their reasons.

# Step 4's warning for AKS.
aks-quota = AKS GPU node pools: check the size's quota in the region before you plan on it.

# Step 4's warning for Azure ML.
azure-ml-same-sizes = Azure ML compute clusters use the same VM sizes and prices.

# A ranked size's reason: the guide's pick for the task (its decision-tree chapter).
article-pick = the guide's usual pick for this task

# A ranked size's reason: no local NVMe.
no-local-nvme = no local NVMe stated: terabytes of data will be read over the network

# A left-out size's reason: no GPU named.
gpu-unnamed = the docs read do not name its GPU

# A left-out size's reason: an impossible deadline.
deadline-too-tight = the deadline needs more than a million GPUs

# A left-out size's reason: no inference plan.
cannot-plan = cannot be planned

# A left-out size's reason: the duration cannot be priced.
unpriceable = its duration cannot be priced

# A left-out size's reason: no price anywhere.
not-priced-anywhere = no allowed pricing model is in the snapshot in any region

# Step input: the kind of job.
input-task = task

# Step input: the deadline.
input-deadline = deadline (days)

# Step input: the duration.
input-duration = duration (months, top size)

# Step input: interruptible.
input-interruptible = interruptible

# Step input: the data.
input-data = data (TB)

# Step input: several VMs.
input-multi-node = multi-node

# Step input: the framework.
input-framework = framework

# Step input: containers.
input-containers = containers

# Step input: the platform.
input-platform = platform

# Step input value: no deadline.
no-deadline = none

# Step input value: yes.
input-true = true

# Step input value: no.
input-false = false

# Question: the kind of job.
task-label = Workload

# Question: the model's parameters.
params-label = Parameters

# Hint: parameters.
params-hint = e.g. 8B, 70B

# Question: training tokens.
tokens-label = Training tokens

# Hint: training tokens.
tokens-hint = e.g. 300B, 2T

# Question: the fine-tuning method.
method-label = Fine-tuning method

# Question: the context.
context-label = Context per request

# Hint: the context.
context-hint = tokens

# Question: concurrent requests.
concurrent-label = Concurrent requests

# Question: the vision model.
cv-model-label = Vision model

# Question: images.
images-label = Images

# Hint: images.
images-hint = in the dataset

# Question: epochs.
epochs-label = Epochs

# Question: interruptible.
interruptible-label = Can it be interrupted and resumed?

# Hint: interruptible.
interruptible-hint = yes allows Spot

# Question: the deadline.
max-days-label = Finish within

# Hint: the deadline.
max-days-hint = days; empty: 30 days assumed

# Question: a replica over several VMs.
multi-vm-replica-label = May one replica span VMs?

# Hint: a replica over several VMs.
multi-vm-replica-hint = over InfiniBand only

# Question: confidential computing.
confidential-label = Confidential computing

# Hint: confidential computing.
confidential-hint = yes ranks only confidential VMs

# Step 1's warning when the job asks for confidential computing.
confidential-only = Confidential computing asked: only confidential-computing sizes are ranked.

# A ranked size's reason: a confidential size.
confidential-reason = a confidential-computing size

# A left-out size's reason: confidential, not asked for.
confidential-not-asked = a confidential-computing size: ranked only when the job asks for confidential computing

# A left-out size's reason: not confidential, and asked for.
not-confidential = not a confidential-computing size

# Question: hours a month.
hours-label = Hours a month

# Hint: hours a month.
hours-hint = inference: hours the service runs

# Question: months.
months-label = Months

# Hint: months.
months-hint = inference: how long it runs

# Question: the discount.
discount-label = Negotiated discount

# Hint: the discount.
discount-hint = on compute

# Question: the data.
data-label = Training data

# Question: the region.
region-label = Region

# Hint: the region.
region-hint = every region: each size where it costs least, its other regions under it

# The region list's first choice: no region chosen.
every-region = Every region

# Question: the framework.
framework-label = Software stack

# Question: containers.
containers-label = Containers

# Question: the platform.
platform-label = Platform

# Choice: pretraining.
task-training = LLM pretraining

# Choice: fine-tuning.
task-fine-tuning = Fine-tuning

# Choice: inference.
task-inference = Inference

# Choice: computer vision.
task-cv-training = Computer-vision training

# Choice: full fine-tuning.
method-full = Full

# Choice: no.
no = No

# Choice: yes.
yes = Yes

# Choice: either stack.
either = Either

# Choice: CUDA.
cuda = CUDA (NVIDIA)

# Choice: ROCm.
rocm = ROCm (AMD)

# Choice: plain VMs.
vms = VMs

# Choice: AKS.
aks = AKS node pools

# Choice: Azure Machine Learning.
azure-ml = Azure Machine Learning

# Table header: the wall time, written as a duration.
col-time = Time

# A ranked row's mark: the plan does not finish by the deadline.
misses-deadline-mark = misses the deadline

# A ranked row's mark: a confidential-computing size.
confidential-mark = confidential

# The heading over the cost-against-time chart.
frontier-heading = Cost against time

# The paragraph under that heading.
frontier-lede = Each line is one of the best-ranked sizes on 1, 2, 4 … VMs, up to the most it allows, in the region it ranks in; each point is priced at the cheapest pricing model its duration allows.

# The chart's title.
frontier-chart = Total cost against wall time, by size

# The chart's x axis.
frontier-time-axis = Wall time (days, log scale)

# The chart's y axis.
frontier-cost-axis = Total cost (USD)

# The summary of the table of the chart's points.
frontier-table = The chart's points as a table

## Names the answer uses inside its sentences

# A class of work, inside the basis of an efficiency ("the median of 4 published Hopper
# pretraining runs"): pretraining.
class-pretraining = pretraining

# A class of work: pretraining a mixture-of-experts model.
class-moe-pretraining = mixture-of-experts pretraining

# A class of work: fine-tuning with adapters (LoRA, QLoRA).
class-fine-tuning = adapter fine-tuning

# A class of work: training a vision model.
class-cv-training = vision training

# A class of work: generating tokens at inference.
class-decode = decode

# A class of work: reading the prompt at inference.
class-prefill = prefill

# Where an efficiency comes from, in parentheses after it: no published run, a default is used.
basis-default = assumed: no published run of this kind

# Where an efficiency comes from: the project's own measurement.
basis-measured = measured on one H200

# Where an efficiency comes from: the figure the reader typed.
basis-given = as given

# A step input's value for the software stack: either vendor.
input-any = any

# A step input's value for the platform: plain VMs (the core's name, as the command line shows it).
input-vm = Vm

# A step input's value for the platform: AKS node pools (the core's name).
input-aks = Aks

# A step input's value for the platform: Azure Machine Learning (the core's name).
input-azure-ml = AzureMl

# The ranking's pricing column: pay-as-you-go. English shows the model's code, as the command
# line's --model flag spells it; other languages show the model's name.
pricing-payg = payg

# The ranking's pricing column: Spot.
pricing-spot = spot

# The ranking's pricing column: Low Priority.
pricing-low-priority = low-priority

# The ranking's pricing column: a 1-year savings plan.
pricing-savings-plan1y = savings-plan-1y

# The ranking's pricing column: a 3-year savings plan.
pricing-savings-plan3y = savings-plan-3y

# The ranking's pricing column: a 1-year reservation.
pricing-reservation1y = reservation-1y

# The ranking's pricing column: a 3-year reservation.
pricing-reservation3y = reservation-3y

# The ranking's pricing column: Dev/Test pricing.
pricing-devtest = devtest

# A ranked size's reason: the series is retiring, no date known.
retiring-reason = Retiring: plan a move.

# A left-out size's reason: retired, no date known.
retired = retired

# A left-out size's reason: a preview size, no successor named.
preview = a preview size, never recommended

## Sentences with figures

# A step's heading in the answer. $n is the step's number (1 to 4), $title its title.
step-heading = Step { $n }: { $title }

# A step's rule line in the answer; $rule is the step's rule.
rule-line = Rule: { $rule }

# A step's branch line in the answer; $branch is the branch the answers took.
branch-line = Branch taken: { $branch }

# Step 1's branch: $task is the kind of job (lower case), $pick the series the guide picks for it
# (ND_H100_v5).
branch-task = { $task }: the guide's usual pick is { $pick }

# Step 1's warning when the data ranks another size above the guide's pick. $top and $pick are
# size names, $top_cost and $pick_cost money, $used and $gb_per_gpu GB of one GPU's memory.
data-ranks-first = The data ranks { $top } first: { $top_cost } against { $pick_cost } for the guide's usual pick { $pick } ({ $used } of { $gb_per_gpu } GB per GPU used).

# Step 1's warning when the guide's pick ($pick, a series) is not ranked; $top is the top size.
pick-not-ranked = The data ranks { $top } first; the guide's usual pick { $pick } does not fit this job or has no price here.

# Step 1's warning when no deadline was given; $days is the deadline assumed. "Finish within" is
# the question's label.
assumed-deadline = No deadline given: training is planned to finish within { $days } days. Change it under "Finish within".

# Step 1's warning when no size meets the deadline ($days); $fastest is the fastest plan's time
# ("41 days").
none-meets-deadline = No size finishes within { $days } days, even at the most VMs it allows; the fastest plan takes { $fastest }.

# Step 2's warning on training: how right the predicted times are. $band is the error band
# ("±20 %, from 8 published runs held out of the calibration").
accuracy-training = Training times, and the costs that follow from them, are estimates: { $band }.

# Step 2's warning on inference: how right the predicted times are; $band as above.
accuracy-serving = Decode and prefill times, and the costs that follow from them, are estimates: { $band }.

# A ranked size's reason: its GPU ($gpu, "NVIDIA A100") has no FP8 figure.
no-fp8 = { $gpu } has no FP8 figure, so BF16 is used.

# A ranked size's reason: the plan misses the deadline. $deadline is the deadline in days, $time
# the plan's time ("6.4 years"), $vms the most VMs the size allows.
misses-deadline = Misses the { $deadline }-day deadline: { $time } even on { $vms } { $vms ->
        [one] VM
       *[other] VMs
    }, the most this size allows.

# A ranked size's reason: more GPUs than memory needs, to finish within $days days. $gpus is the
# GPUs used, $memory_gpus the GPUs memory alone needs.
deadline-reason = { $gpus } GPUs to finish within { $days } days; memory alone needs { $memory_gpus }.

# A ranked size's reason, training: $gpus GPUs on $vms VMs hold the job, using $used of the
# $usable GB of each GPU.
training-fit = { $gpus } GPUs on { $vms } { $vms ->
        [one] VM
       *[other] VMs
    } hold the job ({ $used } of { $usable } GB usable on each GPU).

# A ranked size's reason, training over several VMs: $vms VMs; a step takes $step seconds, $talk
# of them communicating; $share is the percentage of perfect scaling's speed; the global batch of
# $sequences sequences keeps at most $batch_vms VMs ($batch_gpus GPUs) busy.
scaling = On { $vms } VMs a step takes { $step } s, { $talk } s of it communicating over NVLink and InfiniBand (not overlapped): { $share } of perfect scaling's speed. The global batch of { $sequences } sequences keeps at most { $batch_vms } VMs ({ $batch_gpus } GPUs) busy; more add cost, not speed.

# A ranked size's reason, training: the time. $share is the percentage of the GPU's $peak
# TFLOP/s reached, $basis where that percentage comes from, $time the job's time ("21 days").
training-time = At { $share } of the { $peak } TFLOP/s peak ({ $basis }), the job takes { $time }.

# A ranked size's reason, inference: $weights and $kv are GB; $gpus is the GPUs a replica takes,
# $replicas the replicas, $rate the tokens a second each decodes.
inference-fit = { $weights } GB of weights and { $kv } GB of KV cache take { $gpus } { $gpus ->
        [one] GPU
       *[other] GPUs
    } a replica; { $replicas } { $replicas ->
        [one] replica
       *[other] replicas
    } decode { $rate } tokens/s each.

# A ranked size's reason, inference: a replica spans $vms VMs, $tensor GPUs tensor-parallel in
# each, for a model of $heads attention heads.
parallelism-spanning = Each replica spans { $vms } VMs over InfiniBand, tensor-parallel over { $tensor } GPUs in each ({ $heads } heads).

# A ranked size's reason, inference: a replica is tensor-parallel over $tensor GPUs of one VM
# ($heads attention heads), and a VM holds $replicas replicas.
parallelism = Tensor-parallel over { $tensor } { $tensor ->
        [one] GPU
       *[other] GPUs
    } ({ $heads } attention heads divide evenly); a VM holds { $replicas } { $replicas ->
        [one] replica
       *[other] replicas
    }.

# A number of GPUs of at most one: a whole GPU or a partition; $gpus is "1" or "1/3".
gpus-at-most-one = { $gpus } GPU

# A number of GPUs above one; $gpus is "8".
gpus-more = { $gpus } GPUs

# A ranked size's reason, vision training: $gpus is the GPUs ("8 GPUs", "1/3 GPU"), $share the
# percentage of peak reached, $basis where it comes from, $time the training's time.
cv-time = On { $gpus } at { $share } of peak ({ $basis }), training takes { $time }; vision models are assumed to fit in memory.

# A ranked size's reason: the series is retiring on $date.
retiring-on = Retiring on { $date }: plan a move.

# A ranked size's reason: Microsoft adds capacity only to another series ($goes_to).
capacity-limited = Microsoft deploys new capacity only to { $goes_to }: quota for this series may be hard to get.

# A ranked size's reason: $model is the name of the cheapest pricing model allowed.
cheapest = { $model } is the cheapest pricing model allowed here.

# Where an efficiency comes from: one published run. $generation is a GPU generation ("CDNA 3"),
# $class a class of work ("adapter fine-tuning").
basis-one-run = as measured in one published { $generation } { $class } run

# Where an efficiency comes from: the median of $runs published runs; $generation and $class as
# above.
basis-runs = the median of { $runs } published { $generation } { $class } runs

# Where an efficiency comes from: no run on this generation; the median of $runs runs of the
# class ($class) on other generations.
basis-class = no published run on this GPU generation: the median of { $runs } { $class } runs on others

# The error band of predicted times: $share is a percentage ("20 %"), $runs the runs it rests on.
error-band = ±{ $share }, from { $runs } published runs held out of the calibration

# A reason written as a sentence; $text is the reason, its first letter already a capital.
sentence = { $text }.

# Two reasons of a ranked size one after the other; $first is the reasons so far, $next the next.
reasons-joined = { $first } { $next }

# A left-out size's reason: retired on $date.
retired-on = retired on { $date }

# A left-out size's reason: a preview size; Microsoft names $successor (a size) in its place.
preview-successor = a preview size, never recommended; Microsoft names { $successor } in its place

# A left-out size's reason: $gpu is an AMD GPU and the job needs CUDA.
needs-cuda = { $gpu } is an AMD GPU; the job needs CUDA

# A left-out size's reason: $gpu is not an AMD GPU and the job needs ROCm.
needs-rocm = { $gpu } is not an AMD GPU; the job needs ROCm

# A left-out size's reason: no throughput figure at $precision ("FP8") for $gpu.
no-throughput = no { $precision } throughput figure for { $gpu }

# A left-out size's reason: no BF16 throughput figure for $gpu (vision training runs in BF16).
no-bf16-throughput = no BF16 throughput figure for { $gpu }

# A left-out size's reason: no memory bandwidth figure for $gpu.
no-bandwidth = no memory bandwidth figure for { $gpu }

# A left-out size's reason: the job needs $needed GB on each GPU, more than its $usable GB.
does-not-fit = does not fit: even sharded, { $needed } GB per GPU is more than { $usable } usable

# A left-out size's reason: a GPU partition ($gpus, "1/6") cannot hold the job.
partition-too-small = a { $gpus } GPU partition cannot hold it

# A left-out size's reason: $vms VMs must work together and no InfiniBand is stated.
no-infiniband = needs { $vms } VMs working together, and the docs do not state InfiniBand for it

# A left-out size's reason: the job would run $years years.
too-long = would run { $years } years: longer than the 10 years an estimate covers

# A left-out size's reason: no allowed pricing model is priced in $region (the region chosen).
not-priced-in = no allowed pricing model is in the snapshot for { $region }

# A left-out size's reason: $vms VMs needed, more than one InfiniBand cluster's $reach.
beyond-reach = needs { $vms } VMs, more than the { $reach } one InfiniBand cluster reaches

# A left-out size's reason: a replica needs $gpus GPUs, a VM has $per_vm, and the reader did not
# allow a replica to span VMs.
replica-spans-vms = a replica needs { $gpus } GPUs and a VM has { $per_vm }: allow a replica to span VMs to rank it

# A left-out size's reason: a replica needs $gpus GPUs, a VM has $per_vm, and the size has no
# InfiniBand to span VMs.
replica-cannot-span = a replica needs { $gpus } GPUs, a VM has { $per_vm }, and without InfiniBand a replica cannot span VMs

# A left-out size's reason: no tensor-parallel degree from $gpus to $per_vm divides the model's
# $heads attention heads.
heads-not-divisible = needs { $gpus } GPUs a replica, and no tensor-parallel degree from { $gpus } to { $per_vm } divides its { $heads } attention heads

# The ranking's heading; $n is the number of sizes ranked.
ranked-heading = Ranked sizes ({ $n } feasible)

# The left-out list's summary; $n is the number of sizes left out.
left-out = Sizes left out ({ $n })

# The summary over a ranked size's other regions; $n is how many.
other-regions = { $n } other { $n ->
        [one] region
       *[other] regions
    }

# One of a ranked size's other regions: $region is "name (code)", $money its total cost,
# $model the pricing column's text, $time the plan's time.
other-region = { $region }: { $money }, { $model }, { $time }

# A ranked row's button's accessible name: $size is the size, $region the region (its code, or
# its name and code where the language has a name for it).
add-label = Add to estimate: { $size } in { $region }

# A number of days that is exactly one; $days is "1".
one-day = { $days } day

# A number of days other than one; $days is "30" or "1.5".
days = { $days } days

# The deadline beside the ranking; $days is a number of days ("30 days").
deadline-used = Deadline used: { $days }.

# The deadline beside the ranking when none was given; $days as above. "Finish within" is the
# question's label.
deadline-used-assumed = Deadline used: { $days }, assumed because none was given (set it under "Finish within").

# The deadline's marker on the cost-against-time chart; $days is a number ("30").
deadline-marker = { $days }-day deadline

# A point of the cost-against-time chart, as its hover shows it: $vms VMs, $time the wall time,
# $money the total cost, $model the pricing column's text.
frontier-point = { $vms } { $vms ->
        [one] VM
       *[other] VMs
    }, { $time }, { $money } ({ $model })

# The chart's text summary when one point is both the cheapest and the fastest: $size is its
# size, $point the point as above.
frontier-both = Cheapest and fastest point: { $size } on { $point }.

# The chart's text summary: the cheapest point ($cheapest, a size, at $cheapest_point) and the
# fastest ($fastest at $fastest_point).
frontier-each = Cheapest point: { $cheapest } on { $cheapest_point }. Fastest point: { $fastest } on { $fastest_point }.

# The heading of the wizard's best-ranked size, shown above the questions.
best-fit = Best fit for these answers
