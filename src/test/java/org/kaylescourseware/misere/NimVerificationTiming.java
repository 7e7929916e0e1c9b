package org.kaylescourseware.misere;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.nim.NimOrderLemmas;

/**
 * Prints how long the paper's verification takes at several bounds, and runs the two brute-force
 * checks too slow for the unit tests. Not a test: run it by hand, after {@code mvn test-compile},
 * with {@code java -cp target/classes:target/test-classes org.kaylescourseware.misere.NimVerificationTiming}.
 */
public final class NimVerificationTiming {

    private NimVerificationTiming() {
    }

    public static void main(String[] args) {
        for (int bound : new int[] {10, 10, 12, 14, 16}) {
            long start = System.nanoTime();
            NimEquivalenceVerification verification = new NimEquivalenceVerification(bound);
            List<CheckedClaim> results = new ArrayList<>(verification.all());
            results.addAll(new NimOrderLemmas(bound).all());
            long ms = (System.nanoTime() - start) / 1_000_000;
            System.out.printf("total size ≤ %d: %d positions, %d ≡ classes, %d = classes, all hold: %s, %d ms%n",
                    bound, verification.positions().size(), verification.impartialClasses().size(),
                    verification.partizanClassCount(), results.stream().allMatch(CheckedClaim::holds), ms);
        }
        separateEveryPairOfPartizanFormsBornByDayTwo();
    }

    private static void separateEveryPairOfPartizanFormsBornByDayTwo() {
        long start = System.nanoTime();
        GameTreeCache cache = new GameTreeCache();
        MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
        List<GameTree> forms = FormsBornBy.partizan(2, cache);
        DistinguishingSearch young = new DistinguishingSearch(forms, outcomes);
        List<GameTree> older = PartizanMisereOrderTest.olderProbes(forms);
        int residual = 0;
        int unseparated = 0;
        for (int i = 0; i < forms.size(); i++) {
            for (int j = i + 1; j < forms.size(); j++) {
                if (young.outcomeDifference(forms.get(i), forms.get(j)).isEmpty()) {
                    residual++;
                    if (DistinguishingSearch.firstOutcomeDifference(forms.get(i), forms.get(j), older, outcomes)
                            .isEmpty()) {
                        unseparated++;
                    }
                }
            }
        }
        System.out.printf("partizan forms born by day 2: %d pairs not separated by day-2 probes, %d of them "
                + "not separated by day-3 probes either, %d ms%n", residual, unseparated,
                (System.nanoTime() - start) / 1_000_000);
    }
}
