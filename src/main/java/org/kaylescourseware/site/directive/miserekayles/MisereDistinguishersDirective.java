package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.quotient.DistinguishingPositions;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code misere-distinguishers game=kayles search-to=30}: for every pair of distinct elements of the
 * misère quotient of Kayles, positions G and H pretending to be them and a position X of fewest
 * tokens with G + X and H + X of different misère outcomes by the quotient; each sum of at most
 * {@code search-to} tokens is also played out by a search that knows nothing of the quotient. A pair
 * no position tells apart, or a search that disagrees, fails the build.
 */
public final class MisereDistinguishersDirective implements Directive {

    private static final Parameter<Integer> SEARCH_TO = Parameter.integer("search-to", "the largest sum played out by"
            + " search", 1, MisereKaylesStudy.MAX_SEARCH);

    record Distinguishers(String letter, int order, int pairs, int searched, int searchTo, int largestX, List<Pair> rows) {
    }

    record Pair(String first, String second, List<Integer> g, List<Integer> h, List<Integer> x, String withG, String withH, boolean searched) {
    }

    @Override
    public String kind() {
        return "misere-distinguishers";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, SEARCH_TO);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        MisereQuotient quotient = MisereKaylesStudy.quotient(arguments, solver);
        int searchTo = arguments.get(SEARCH_TO);
        MisereSearch search = MisereKaylesStudy.search(arguments, searchTo);
        int rows = quotient.period().map(p -> 2 * p.preperiod() + 2 * p.period() + 1).orElse(quotient.heapBound());
        DistinguishingPositions finder = new DistinguishingPositions(quotient, rows);
        List<Pair> pairs = new ArrayList<>();
        int searched = 0;
        int largestX = 0;
        for (int x = 0; x < quotient.order(); x++) {
            for (int y = x + 1; y < quotient.order(); y++) {
                Optional<DistinguishingPositions.Separation> found = finder.separation(x, y);
                if (found.isEmpty()) {
                    throw arguments.fail(Parameter.GAME, "no position tells the elements " + quotient.elementName(x) + " and "
                            + quotient.elementName(y) + " of the misère quotient apart: they are one element");
                }
                DistinguishingPositions.Separation s = found.get();
                Position withG = sum(s.g(), s.x());
                Position withH = sum(s.h(), s.x());
                OutcomeClass g = quotient.outcome(withG);
                OutcomeClass h = quotient.outcome(withH);
                boolean bySearch = withG.totalSize() <= searchTo && withH.totalSize() <= searchTo;
                if (bySearch && (search.outcome(withG) != g || search.outcome(withH) != h)) {
                    throw arguments.fail(SEARCH_TO, "the search and the quotient disagree on " + withG + " or " + withH);
                }
                searched += bySearch ? 1 : 0;
                largestX = Math.max(largestX, s.x().totalSize());
                pairs.add(new Pair(MisereKaylesStudy.tex(quotient, x), MisereKaylesStudy.tex(quotient, y), s.g().heaps(),
                        s.h().heaps(), s.x().heaps(), g.name(), h.name(), bySearch));
            }
        }
        return new Distinguishers(MisereKaylesStudy.rows(arguments).letter(), quotient.order(), pairs.size(), searched, searchTo, largestX, pairs);
    }

    private static Position sum(Position a, Position b) {
        List<Integer> heaps = new ArrayList<>(a.heaps());
        heaps.addAll(b.heaps());
        return Position.of(heaps.stream().mapToInt(Integer::intValue).toArray());
    }
}
