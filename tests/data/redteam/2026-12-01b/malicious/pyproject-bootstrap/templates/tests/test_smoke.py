import newpkg


def test_version():
    assert newpkg.__version__
