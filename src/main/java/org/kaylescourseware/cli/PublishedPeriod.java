package org.kaylescourseware.cli;

import java.util.List;

/**
 * An octal game whose period has been published: the period, the preperiod (the last exception is
 * at preperiod − 1) and where the numbers come from. {@code bench} certifies each from its code
 * alone and checks the certificate against these numbers.
 *
 * <p>The non-trivial ones are those of T. Czajka's table of solved octal games with three digits
 * ("Nontrivial solved games", SolvedGames.md in github.com/tczajka/octal-games: the games whose
 * period the first 1000 values do not show), which recomputes the results of Winning Ways and of
 * Flammenkamp's tables and names who first solved each; where the OEIS entry of the game states a
 * last exception it is named too, and agrees unless said otherwise.
 */
record PublishedPeriod(String code, int period, int preperiod, String source) {

    /** The values the theorem needs to certify this period from the code: g(0..2·n0 + 2p + t − 1). */
    long valuesNeeded(int maxRemoval) {
        return 2L * Math.max(preperiod, 1) + 2L * period + maxRemoval - 1;
    }

    /** Every non-trivial published period of a three-digit code, by preperiod. */
    static final List<PublishedPeriod> NON_TRIVIAL = List.of(
            new PublishedPeriod("0.45", 20, 498, "Winning Ways ch. 4; Czajka's table; OEIS A071435"
                    + " (0.177, the same values one heap earlier: last exception at 496)"),
            new PublishedPeriod("0.644", 442, 3256, "Richard Austin 1976 (Czajka's table)"),
            new PublishedPeriod("0.156", 349, 3479, "Jack Kenyon 1967 (Czajka's table)"),
            new PublishedPeriod("0.165", 1550, 5181, "Richard Austin 1976 (Czajka's table)"),
            new PublishedPeriod("0.356", 142, 7315, "Richard Austin 1976 (Czajka's table)"),
            new PublishedPeriod("0.127", 4, 46578, "Gangolli and Plambeck 1989 (Czajka's table; OEIS A071464:"
                    + " last exception at 46577)"),
            new PublishedPeriod("0.16", 149459, 105351, "Gangolli and Plambeck 1989 (Czajka's table)"),
            new PublishedPeriod("0.56", 144, 326640, "Gangolli and Plambeck 1989 (Czajka's table; OEIS A071436"
                    + " gives the last exception as 326637, three less)"),
            new PublishedPeriod("0.376", 4, 2268248, "Gangolli and Plambeck 1989 (Czajka's table)"),
            new PublishedPeriod("0.354", 1180, 10061916, "Flammenkamp 2002 (Czajka's table)"));

    /**
     * The largest published period: Flammenkamp's, of a four-digit code, stated in OEIS A071509
     * ("From [Flammenkamp], ... period 60620715. The last exception is at n=160949017").
     */
    static final PublishedPeriod LARGEST = new PublishedPeriod("0.1777", 60620715, 160949018,
            "Flammenkamp (OEIS A071509: last exception at 160949017)");
}
