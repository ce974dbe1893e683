# Sourced by scripts/test.sh: steps that time themselves, and the table of every step's time at
# the end (printed by an EXIT trap, so a failed run shows it too, with the failed step marked).
# Each runner also writes its files' times under .store/test-timings/; `slowest` prints the 10
# slowest files of one runner (scripts/test-timings.mjs reads node:test, Jest and Playwright).

TEST_ROOT=$PWD
TIMINGS_DIR="$TEST_ROOT/.store/test-timings"
rm -rf "$TIMINGS_DIR"
mkdir -p "$TIMINGS_DIR"

STEP_NAMES=()
STEP_TIMES=()
STEP_RESULTS=()
STEP_NAME=""
STEP_ROW=0
STEP_STARTED=0
RUN_STARTED=$(date +%s%N)

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# 83000 → "1 min 23 s"; 4200 → "4.2 s".
duration() {
  local ms=$1
  if ((ms < 60000)); then
    printf '%d.%d s' $((ms / 1000)) $((ms % 1000 / 100))
  else
    printf '%d min %d s' $((ms / 60000)) $((ms % 60000 / 1000))
  fi
}

# Closes the open step with a result (ok, failed), printing its time.
step_end() {
  [[ -n "$STEP_NAME" ]] || return 0
  local took=$(($(now_ms) - STEP_STARTED))
  STEP_TIMES[STEP_ROW]=$took
  STEP_RESULTS[STEP_ROW]=$1
  printf '\033[2m◂ %s: %s (%s)\033[0m\n' "$STEP_NAME" "$1" "$(duration "$took")"
  STEP_NAME=""
}

# Ends the step before (it succeeded: with `set -e` a failure never gets here) and starts one.
step() {
  step_end ok
  STEP_NAME="$*"
  STEP_ROW=${#STEP_NAMES[@]}
  STEP_NAMES+=("$*")
  STEP_TIMES+=(0)
  STEP_RESULTS+=(running)
  STEP_STARTED=$(now_ms)
  printf '\n\033[1m▸ %s\033[0m\n' "$*"
}

# The 10 slowest files of a runner's timings file: slowest <node|jest|playwright> <file> <label>.
slowest() {
  node "$TEST_ROOT/scripts/test-timings.mjs" "$@"
}

# A lane of a step (see `lanes`) gets its own row under the step's, indented.
lane_row() {
  STEP_NAMES+=("  ${1}")
  STEP_TIMES+=("$2")
  STEP_RESULTS+=("$3")
}

print_step_table() {
  local status=$1 i total=$((($(date +%s%N) - RUN_STARTED) / 1000000))
  [[ -n "$STEP_NAME" ]] && step_end "$([[ $status == 0 ]] && echo ok || echo failed)"
  printf '\n\033[1m▸ Time per step\033[0m\n'
  printf '%-72s %12s  %s\n' 'step' 'time' 'result'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%-72s %12s  %s\n' "${STEP_NAMES[$i]}" "$(duration "${STEP_TIMES[$i]}")" \
      "${STEP_RESULTS[$i]}"
  done
  printf '%-72s %12s  %s\n' 'whole run' "$(duration "$total")" \
    "$([[ $status == 0 ]] && echo ok || echo "failed (exit $status)")"
  echo "Each runner's time per file: $TIMINGS_DIR"
}

trap 'print_step_table $?' EXIT

# The reporter flags for node --test: the spec reporter on stdout, and each file's time into
# $TIMINGS_DIR/<name>.jsonl (read by `slowest node`).
node_test_reporters() {
  printf '%s\n' --test-reporter=spec --test-reporter-destination=stdout \
    "--test-reporter=$TEST_ROOT/scripts/test-timings/node-reporter.mjs" \
    "--test-reporter-destination=$TIMINGS_DIR/$1.jsonl"
}

# lanes <name> <command> [<name> <command>...]: runs the commands side by side (each a bash
# snippet, in a subshell with `set -euo pipefail`), keeping each lane's output in a file and
# printing it whole, under its name, result and time, as soon as the lane ends. Fails when any
# lane failed, after every lane ended. Each lane gets a row of the step table.
lanes() {
  local dir i=0 failed=0 pid took result
  local -a names=() pids=() started=()
  dir=$(mktemp -d)
  while (($# > 1)); do
    names+=("$1")
    started+=("$(now_ms)")
    (
      set -euo pipefail
      eval "$2"
    ) >"$dir/$i.log" 2>&1 &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  printf '\033[2m  side by side: %s\033[0m\n' "$(printf '%s; ' "${names[@]}" | sed 's/; $//')"
  local left=${#pids[@]}
  while ((left > 0)); do
    result=ok
    wait -n -p pid "${pids[@]}" || result=failed
    for i in "${!pids[@]}"; do
      [[ "${pids[$i]}" == "$pid" ]] || continue
      took=$(($(now_ms) - started[i]))
      [[ $result == ok ]] || failed=1
      printf '\n\033[1m── %s: %s (%s)\033[0m\n' "${names[$i]}" "$result" "$(duration "$took")"
      cat "$dir/$i.log"
      lane_row "${names[$i]}" "$took" "$result"
      unset 'pids[i]'
    done
    left=$((left - 1))
  done
  rm -rf "$dir"
  return "$failed"
}
