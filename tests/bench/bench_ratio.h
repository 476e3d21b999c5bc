#pragma once

#include <string>
#include <vector>

namespace strata::bench {

// Real seconds per iteration of a benchmark run, by its full name (e.g. "BM_ColeScan/threads:1");
// strata-bench's reporter records every run, keeping the fastest of repeated runs.
void recordSeconds(const std::string& name, double secondsPerIteration);
// Declares a ratio printed at the end as "ratio NAME X", where
// X = seconds(peer) / seconds(strata): above 1 means Strata is faster.
void declareRatio(const std::string& ratioName, const std::string& strataName,
                  const std::string& peerName);
// The same, against the sum of several runs' seconds (e.g. reading the file, then decoding it).
void declareRatio(const std::string& ratioName, const std::string& strataName,
                  const std::vector<std::string>& peerNames);
void printRatios();

} // namespace strata::bench
