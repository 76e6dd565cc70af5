"""The lab on a Dask cluster: a LocalCluster started here gives the same results as a local run."""

import pytest

from tripeaks_widget.lab import compare

distributed = pytest.importorskip("distributed", reason="the lab extra (dask[distributed]) is not installed")


def test_compare_on_a_dask_local_cluster_equals_the_local_run():
    rule_sets = ["easy", "classic,redeals=1"]
    players = ["perfect", "greedy"]
    local = compare(rule_sets, players, deals=range(100, 116), executor="inline", progress=False)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            remote = compare(rule_sets, players, deals=range(100, 116), executor=client.get_executor(),
                             progress=False, chunk=4)
    assert remote.rows == local.rows
    assert not remote.interrupted
