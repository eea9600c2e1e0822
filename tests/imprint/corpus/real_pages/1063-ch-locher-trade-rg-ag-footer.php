<footer data-aos="fade-up" id="footer">
  <div class="foo-container">
    <p>Kontakt</p>
    <p class="name">Luigi Cuomo</p>
    <a href="tel:+41717472052">T +41 71 747 20 52</a>
    <a href="mailto:cuomo@locherfood.ch" target="_top">cuomo@locherfood.ch</a>
  </div>
  <div class="foo-container">
    <p>Marken</p>
    <a href="brand-ganicwater">Ganicwater</a> 
    <a href="brand-salitos">Salitos</a>
    <a href="brand-jelly-popping-boba">Jelly Popping Boba</a>
    <a href="brand-henderson-and-sons">Henderson and Sons</a>
    <a href="brand-nielsen-massey">Nielsen Massey</a>
    <a href="brand-coconut-water">Coconut Water</a>
    <a href="brand-yolloh">Yolloh</a>
    <a href="brand-savea">Savéa</a>
    <a href="brand-jaffa-champion">Jaffa Champion</a>
    <a href="brand-minex">Minex</a>
    <a href="brand-sparta-groves">Sparta Groves</a>
    <a href="brand-vier-diamanten">Vier Diamanten</a>
    <a href="brand-os-bubble">O's Bubble</a>
    <a href="brand-herbertt">Herbertt</a>
    <a href="brand-lagadas">Lagadas Farm</a>
    <a href="brand-hirschbraeu">Hirschbräu</a>
    <a href="brand-zanae">Zanae</a>
  </div>
  <div class="foo-impressum">
    <div class="impressum" data-target="#impressum"><p>Impressum</p></div>
    <div class="totop"><img src="img/locher-food-totop.svg" alt="locher-food-totop" width="60" height="60"></div>
    <div id="impressum">
      <p>
        Copyright:<br>
        Locher Trade RG AG<br>
        Viscosestrasse 46<br>
        CH-9443 Widnau SG<br>
        <a class="ssweb" href="https://lochertrade.ch/" target="_blank">www.lochertrade.ch</a>
      </p>
      <p>
        Design &amp; Code:<br>
        Schwizer Design GmbH<br>
        <a class="ssweb" href="https://goo.gl/maps/bBmLDGMJSYqbwbmj8">Gallusstrasse 43<br>9000 St. Gallen</a><br>
        <a class="ssweb" href="https://schwizerdesign.ch/" target="_blank">www.schwizerdesign.ch</a>
      </p>
    </div>
  </div>
</footer>
